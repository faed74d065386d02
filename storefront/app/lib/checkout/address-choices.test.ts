import { describe, expect, it } from "vitest";
import { billingIsShipping, preselectedAddressId } from "./address-choices";

const saved = [
  { id: "a1", countryCode: "cm", city: "Yaoundé", street: "Bastos", type: "shipping" as const, isDefault: false },
  { id: "a2", countryCode: "cm", city: "Douala", street: "Rue Njo-Njo", type: "shipping" as const, isDefault: true },
  { id: "a3", countryCode: "cm", city: "Douala", street: "Akwa", type: "billing" as const, isDefault: true },
];
const onCart = { firstName: "", lastName: "", street: "rue njo-njo", city: "DOUALA", countryCode: "cm", phone: "" };

describe("preselectedAddressId", () => {
  it("ticks the saved address the cart already uses, else the default of the type, else none", () => {
    expect(preselectedAddressId(saved, onCart, "shipping")).toBe("a2");
    expect(preselectedAddressId(saved, null, "shipping")).toBe("a2");
    expect(preselectedAddressId(saved, null, "billing")).toBe("a3");
    expect(preselectedAddressId(saved.slice(0, 1), null, "shipping")).toBeNull();
    expect(preselectedAddressId(saved, { ...onCart, city: "Kribi" }, "shipping")).toBeNull();
  });

  it("treats a missing billing address as the delivery address", () => {
    expect(billingIsShipping(onCart, null)).toBe(true);
    expect(billingIsShipping(onCart, { ...onCart, city: "Kribi" })).toBe(false);
  });
});
