import type fr from "../fr/contact";

// "Please fill all required fields" and "message sent" are the spec's wording (§5, §8).
const contact = {
  form: {
    heading: "Write to us",
    intro: "We answer at the e-mail address you give, in French or in English. Every field is required except the phone.",
    kind: "Your request",
    chooseKind: "Choose…",
    kinds: { sales_inquiry: "Sales inquiry", customer_support: "Customer support" },
    name: "Name",
    email: "E-mail address",
    phone: "Phone (optional)",
    phoneHint: "237 followed by 9 digits starting with 6",
    subject: "Subject",
    message: "Message",
    messageHint: "{{max}} characters at most.",
    submit: "Send the message",
    noscript: "The anti-robot check needs JavaScript (a small calculation done by your browser). Turn JavaScript on to send a message, or write to us by e-mail.",
  },
  messages: {
    fillRequired: "Please fill all required fields",
    sent: "Message sent! We will answer you by e-mail; a confirmation has just been sent to you.",
    sendFailed: "Error processing the request. Try again in a moment or write to us by e-mail.",
  },
} satisfies typeof fr;

export default contact;
