// The ALTCHA widget's French strings: a script with no types of its own.
declare module "altcha/i18n/fr-fr"
