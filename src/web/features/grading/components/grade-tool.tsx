import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { GuideLines } from '#core/grading/centering.ts';
import type { EstimateResponse, FaceEstimate } from '#core/grading/grading.schema.ts';
import { summarizeFaces } from '#core/grading/summary.ts';
import { estimateCard } from '../api/estimate-card.ts';
import { identifyCard } from '../api/identify-card.ts';
import { CenteringSummary } from './centering-summary.tsx';
import { ConditionScores } from './condition-scores.tsx';
import { FaceResult } from './face-result.tsx';
import { PhotoForm } from './photo-form.tsx';
import { RoiCalculator } from './roi-calculator.tsx';
import { SaveResultForm } from './save-result-form.tsx';

type Lines = { front: GuideLines | null; back: GuideLines | null };

const toInput = (face: FaceEstimate | null, lines: GuideLines | null) =>
  face && lines ? { lines, subscores: face.subscores } : null;

/** /grade: photos in, the measured card with movable lines, ceilings, scores, ROI, save. */
export function GradeTool() {
  const [lines, setLines] = useState<Lines>({ front: null, back: null });
  const [productId, setProductId] = useState<string | null>(null);
  const identify = useMutation({ mutationFn: identifyCard });
  const measure = useMutation({
    mutationFn: estimateCard,
    onSuccess: (result: EstimateResponse, photos) => {
      setLines({ front: result.front.lines, back: result.back?.lines ?? null });
      if (result.front.found) {
        identify.mutate(photos.front);
      }
    },
  });
  const identified = identify.data && identify.data.confidence >= 0.5 ? identify.data : null;
  const result = measure.data;
  if (!result) {
    return (
      <>
        <PhotoForm busy={measure.isPending} onSubmit={(photos) => measure.mutate(photos)} />
        {measure.isError && (
          <p className="grading-error" role="alert">
            {measure.error.message}
          </p>
        )}
      </>
    );
  }
  const summary = summarizeFaces(
    toInput(result.front, lines.front),
    toInput(result.back, lines.back),
  );
  const faces = [
    { name: 'Front', face: result.front, key: 'front' as const },
    ...(result.back ? [{ name: 'Back', face: result.back, key: 'back' as const }] : []),
  ];
  const saveable = faces.every((f) => f.face.image && lines[f.key]);
  return (
    <div className="grading-result">
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          measure.reset();
          identify.reset();
        }}
      >
        Retake / new card
      </button>
      <div className="grading-faces">
        {faces.map(({ name, face, key }) => {
          const current = lines[key];
          return current ? (
            <FaceResult
              key={key}
              name={name}
              face={face}
              lines={current}
              onChange={(next) => setLines((old) => ({ ...old, [key]: next }))}
            />
          ) : null;
        })}
      </div>
      <CenteringSummary summary={summary} hasBack={Boolean(result.back)} />
      <ConditionScores faces={faces} overall={summary.overall} />
      {saveable && (
        <SaveResultForm
          onPicked={setProductId}
          faces={{
            front: {
              lines: lines.front as GuideLines,
              subscores: result.front.subscores,
              image: result.front.image as string,
            },
            back:
              result.back && lines.back
                ? {
                    lines: lines.back,
                    subscores: result.back.subscores,
                    image: result.back.image as string,
                  }
                : null,
          }}
        />
      )}
      {identified && (
        <p className="grading-small" role="status">
          The scanner identified this card as {identified.name} (
          {Math.round(identified.confidence * 100)}% sure); the value below uses it until you pick a
          card.
        </p>
      )}
      <RoiCalculator
        productId={productId ?? identified?.productId ?? null}
        overall={summary.overall}
        ceilings={summary.ceilings}
      />
    </div>
  );
}
