// The ALTCHA widget as a JSX element (<altcha-widget>).
import type {} from "altcha/types/react";
