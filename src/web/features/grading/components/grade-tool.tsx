import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { GuideLines } from '#core/grading/centering.ts';
import type { EstimateResponse, FaceEstimate } from '#core/grading/grading.schema.ts';
import { summarizeFaces } from '#core/grading/summary.ts';
import type { CardCorners } from '#core/scan/card-corners.ts';
import { CornerEditor } from '#web/components/corner-editor/corner-editor.tsx';
import { estimateCard } from '../api/estimate-card.ts';
import { identifyCard } from '../api/identify-card.ts';
import { CenteringSummary } from './centering-summary.tsx';
import { ConditionScores } from './condition-scores.tsx';
import { FaceResult } from './face-result.tsx';
import { PhotoForm, type Photos } from './photo-form.tsx';
import { RoiCalculator } from './roi-calculator.tsx';
import { SaveResultForm } from './save-result-form.tsx';

type FaceKey = 'front' | 'back';
type Lines = Record<FaceKey, GuideLines | null>;
type Measured = { photos: Photos; result: EstimateResponse };

const toInput = (face: FaceEstimate | null, lines: GuideLines | null) =>
  face && lines ? { lines, subscores: face.subscores } : null;

/** /grade: photos in, the measured card with movable lines, ceilings, scores, ROI, save. */
export function GradeTool() {
  const [measured, setMeasured] = useState<Measured | null>(null);
  const [lines, setLines] = useState<Lines>({ front: null, back: null });
  const [adjusting, setAdjusting] = useState<FaceKey | null>(null);
  const [productId, setProductId] = useState<string | null>(null);
  const identify = useMutation({ mutationFn: identifyCard });
  const measure = useMutation({
    mutationFn: estimateCard,
    onSuccess: (result, photos) => {
      setMeasured({ photos: { front: photos.front, back: photos.back }, result });
      setLines({ front: result.front.lines, back: result.back?.lines ?? null });
      if (result.front.found) {
        identify.mutate(photos.front);
      }
    },
  });
  // One face outlined by hand is sent alone, as the front: the other face keeps its result.
  const remeasure = useMutation({
    mutationFn: ({ face, corners }: { face: FaceKey; corners: CardCorners }) =>
      estimateCard({
        front: measured?.photos[face] as Blob,
        back: null,
        frontCorners: corners,
      }),
    onSuccess: (next, { face }) => {
      setMeasured((old) => old && { ...old, result: { ...old.result, [face]: next.front } });
      setLines((old) => ({ ...old, [face]: next.front.lines }));
      setAdjusting(null);
    },
  });
  const identified = identify.data && identify.data.confidence >= 0.5 ? identify.data : null;
  if (!measured) {
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
  const { result, photos } = measured;
  const adjustPhoto = adjusting ? photos[adjusting] : null;
  if (adjusting && adjustPhoto) {
    return (
      <section className="grading-panel grading-corners" aria-label={`Outline the ${adjusting}`}>
        <h3>Outline the card ({adjusting})</h3>
        <CornerEditor
          photo={adjustPhoto}
          detected={(result[adjusting]?.corners as CardCorners | null) ?? null}
          busy={remeasure.isPending}
          actionLabel="Measure again"
          busyLabel="Measuring…"
          onScan={(corners) => remeasure.mutate({ face: adjusting, corners })}
          onCancel={() => {
            remeasure.reset();
            setAdjusting(null);
          }}
        />
        {remeasure.isError && (
          <p className="grading-error" role="alert">
            {remeasure.error.message}
          </p>
        )}
      </section>
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
          setMeasured(null);
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
              onAdjustCorners={() => setAdjusting(key)}
            />
          ) : null;
        })}
      </div>
      <CenteringSummary summary={summary} hasBack={Boolean(result.back)} />
      <ConditionScores faces={faces} overall={summary.overall} heldBack={summary.heldBack} />
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
