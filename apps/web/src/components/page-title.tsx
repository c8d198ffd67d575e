interface PageTitleProps {
  children: string;
}

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ children }: PageTitleProps) {
  return <title>{`${children} · Seva Admin`}</title>;
}
