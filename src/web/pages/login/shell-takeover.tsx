import { type ComponentType, useLayoutEffect } from 'react';
import { type LoginShellMode, takeOverLoginShell } from '../../lib/auth/login-shell-takeover.ts';

/**
 * The SDK's e-mail form, taking over from the form drawn into /login's HTML in the commit that
 * puts it on the page (a layout effect: no moment with both forms, nothing typed is lost).
 */
function takingOver(mode: LoginShellMode) {
  return function TakeOverLoginShell<P extends object>({
    DefaultComponent,
    ...props
  }: { DefaultComponent: ComponentType<P> } & P) {
    useLayoutEffect(() => takeOverLoginShell(mode), []);
    return <DefaultComponent {...(props as P)} />;
  };
}

export const SHELL_TAKEOVER_OVERRIDES = {
  EmailPasswordSignInForm_Override: takingOver('signin'),
  EmailPasswordSignUpForm_Override: takingOver('signup'),
};
