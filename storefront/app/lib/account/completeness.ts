/** What a complete profile has (spec §3: name, e-mail, phone, picture, delivery address). */
export const PROFILE_PARTS = ["firstName", "lastName", "email", "phone", "picture", "address"] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

export interface ProfileFacts {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  pictureUrl: string | null;
  addressCount: number;
}

export interface ProfileCompleteness {
  /** Whole percent, 0–100. */
  percent: number;
  missing: Exclude<ProfilePart, "email">[];
}

/** Each part counts the same; the e-mail is always there but still counts as done. */
export function profileCompleteness(facts: ProfileFacts): ProfileCompleteness {
  const done: Record<ProfilePart, boolean> = {
    firstName: facts.firstName.trim() !== "",
    lastName: facts.lastName.trim() !== "",
    email: facts.email.trim() !== "",
    phone: facts.phone.trim() !== "",
    picture: Boolean(facts.pictureUrl),
    address: facts.addressCount > 0,
  };
  const doneCount = PROFILE_PARTS.filter((part) => done[part]).length;
  return {
    percent: Math.round((doneCount / PROFILE_PARTS.length) * 100),
    missing: PROFILE_PARTS.filter((part): part is Exclude<ProfilePart, "email"> => part !== "email" && !done[part]),
  };
}

/** Where on the profile page each missing part is filled in. */
export const PROFILE_PART_ANCHORS: Record<Exclude<ProfilePart, "email">, string> = {
  firstName: "/my-account#details",
  lastName: "/my-account#details",
  phone: "/my-account#details",
  picture: "/my-account#picture",
  address: "/my-account#addresses",
};
