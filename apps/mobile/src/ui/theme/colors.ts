export interface Colors {
  background: string;
  card: string;
  text: string;
  muted: string;
  border: string;
  primary: string;
  onPrimary: string;
  danger: string;
}

export const lightColors: Colors = {
  background: '#f4f5f7',
  card: '#ffffff',
  text: '#16181c',
  muted: '#5b6270',
  border: '#d9dce1',
  primary: '#5b3cc4',
  onPrimary: '#ffffff',
  danger: '#b3261e',
};

export const darkColors: Colors = {
  background: '#0f1115',
  card: '#1a1d23',
  text: '#eceef2',
  muted: '#a3aab8',
  border: '#2c3039',
  primary: '#a08bf0',
  onPrimary: '#12101a',
  danger: '#f2b8b5',
};
