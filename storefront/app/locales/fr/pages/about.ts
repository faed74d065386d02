import type { PageContent } from "~/components/pages/content";

const about: PageContent = ({ shopName, details }) => ({
  title: "À propos",
  description: `${shopName}, boutique de beauté et de cosmétiques à ${details.address.district}, Douala : nos produits, nos valeurs et notre façon de travailler.`,
  intro: `${shopName} est une boutique de beauté et de cosmétiques installée à ${details.address.district}, au cœur de Douala. Nous sélectionnons des soins, du maquillage et des parfums adaptés aux peaux, aux cheveux et au climat d'ici, et nous les livrons partout au Cameroun.`,
  sections: [
    {
      id: "story",
      heading: "Notre histoire",
      blocks: [
        {
          kind: "paragraph",
          text: "Tout est parti d'un constat simple : trouver à Douala des produits de beauté authentiques, adaptés aux peaux noires et métissées et à un climat chaud et humide, demandait trop de temps et de chance. Nous avons donc ouvert une boutique où chaque produit est choisi, testé et expliqué.",
        },
        {
          kind: "paragraph",
          text: "Aujourd'hui, notre équipe vous accueille en boutique, vous répond en français et en anglais, et prépare vos commandes en ligne pour Douala, le reste du Cameroun et l'international.",
        },
      ],
    },
    {
      id: "values",
      heading: "Nos valeurs",
      blocks: [
        {
          kind: "cards",
          items: [
            {
              title: "Authenticité",
              text: "Des produits d'origine, achetés auprès des marques ou de leurs distributeurs agréés. Pas de contrefaçon, pas de produit périmé.",
            },
            {
              title: "Transparence",
              text: "Des prix en francs CFA, des frais de livraison connus avant de payer et des conditions de retour écrites noir sur blanc.",
            },
            {
              title: "Des conseils adaptés",
              text: "Chaque fiche indique le type de peau, la composition et le mode d'emploi. Une question ? Nous vous conseillons avant l'achat.",
            },
            {
              title: "Proximité",
              text: "Une vraie boutique à Douala, une équipe joignable par téléphone, WhatsApp et e-mail, et des textes en français comme en anglais.",
            },
            {
              title: "Respect de vos données",
              text: "Aucun pistage publicitaire : nous ne gardons que ce qu'il faut pour traiter vos commandes, et nous ne vendons jamais vos données.",
            },
          ],
        },
      ],
    },
    {
      id: "range",
      heading: "Ce que nous proposons",
      blocks: [
        {
          kind: "list",
          items: [
            "Soins de la peau : nettoyants, sérums, crèmes et protections solaires",
            "Maquillage : teints, yeux, lèvres et ongles",
            "Soins capillaires, dont les cheveux crépus, frisés et bouclés",
            "Parfums et eaux de toilette",
            "Accessoires de maquillage : pinceaux, éponges et trousses",
            "Bain et corps, hygiène bucco-dentaire",
            "Des coffrets prêts à offrir ou à tester, à prix réduit",
          ],
        },
        {
          kind: "paragraph",
          text: "Parcourez la [boutique](/shop) ou découvrez nos tutoriels vidéo sur la [page d'accueil](/).",
        },
      ],
    },
    {
      id: "visit",
      heading: "Nous rendre visite",
      blocks: [
        {
          kind: "paragraph",
          text: "La boutique vous accueille du lundi au samedi, de 9 h à 18 h (GMT+1). Le retrait de vos commandes y est gratuit. Adresse, téléphone et WhatsApp : voir la page [Contact](/contact).",
        },
      ],
    },
  ],
});

export default about;
