import { Link } from 'react-router-dom';

/** The words of a sentence that lead to the editor, where tags are added. */
export const editorLink = (words: string) => (
  <Link
    to="/resume-editor"
    className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
  >
    {words}
  </Link>
);
