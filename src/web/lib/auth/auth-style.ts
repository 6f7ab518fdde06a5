/** Width of the login box (spec section 9). */
export const LOGIN_WIDTH_PX = 420;

/**
 * Style overrides for the prebuilt UI (it renders in a shadow DOM, so the app's stylesheet does
 * not reach it): the dark theme in the app's palette and the 420 px login box.
 */
export const AUTH_STYLE = `
[data-supertokens~=container] {
  --palette-background: 22, 27, 34;
  --palette-inputBackground: 13, 17, 23;
  --palette-inputBorder: 45, 54, 72;
  --palette-primary: 245, 197, 66;
  --palette-primaryBorder: 214, 168, 40;
  --palette-success: 63, 185, 80;
  --palette-successBackground: 16, 44, 26;
  --palette-error: 248, 81, 73;
  --palette-errorBackground: 60, 20, 22;
  --palette-textTitle: 230, 237, 243;
  --palette-textLabel: 230, 237, 243;
  --palette-textInput: 230, 237, 243;
  --palette-textPrimary: 200, 209, 222;
  --palette-textLink: 245, 197, 66;
  --palette-buttonText: 13, 17, 23;
  --palette-textGray: 139, 152, 173;
  --palette-superTokensBrandingBackground: 22, 27, 34;
  --palette-superTokensBrandingText: 139, 152, 173;
  font-family: inherit;
  width: ${LOGIN_WIDTH_PX}px;
  max-width: calc(100vw - 24px);
  border: 1px solid rgb(45, 54, 72);
  box-shadow: none;
}
[data-supertokens~=container] input,
[data-supertokens~=button],
[data-supertokens~=linkButton] {
  font-family: inherit;
}
[data-supertokens~=superTokensBranding] {
  display: none;
}
[data-supertokens~=resendButton] {
  margin-top: 16px;
}
[data-supertokens~=plainButton] {
  display: block;
  margin: 16px auto 0;
  border: 0;
  background: none;
  font: inherit;
  cursor: pointer;
}
`;
