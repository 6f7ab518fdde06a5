import { EXPORT_FORMATS, type ExportFormat } from '#core/collection/csv/export-formats.ts';

const OTHER_FORMATS: ExportFormat[] = ['tcgplayer', 'collectr', 'json'];

/** Downloads in other apps' layouts and JSON, written by the server; free for everyone. */
export function ExportMenu() {
  return (
    <details className="collection-csv__menu">
      <summary className="button button--secondary">More export formats</summary>
      <ul>
        {OTHER_FORMATS.map((format) => (
          <li key={format}>
            <a href={`/api/collection/export?format=${format}`} download>
              {EXPORT_FORMATS[format].label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
