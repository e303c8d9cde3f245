/** A profile's one-line outcome of an action (reported, blocked, a refusal), shown in its header. */
export interface Notice {
  text: string;
  error: boolean;
}

export type ShowNotice = (text: string, error: boolean) => void;
