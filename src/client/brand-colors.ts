import type { MantineColorsTuple } from '@mantine/core';

/** The league's navy, the theme's primary colour; shade 8 is its colour in the logo. */
export const navy: MantineColorsTuple = ['#eef2fb', '#d9e1f2', '#afc0e6', '#829dda', '#5d80d0', '#466dca', '#3963c8', '#2b53b1', '#1c3f94', '#163680'];

/** The installed application's title bar and splash screen. */
export const THEME_COLOR = navy[8];
