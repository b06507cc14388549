/** A page written the way authors write when they add comments and spacing of their own. */
export const commented = `# yaml-language-server: $schema=../schema/page.schema.json
path: /x # where the page lives
title: 'Hello'
aliases: [/X, /ex]
sections:
  # The hero opens the page
  - type: hero
    heading: "Hi there"
    text: |
      Line one
      Line two

    # Buttons under the text
    actions:
      - { label: Book a demo, href: /contact-us }
    # Nothing more for the hero

  - type: card-grid # the offer
    cards:
      - title: A
      # B is the new one
      - title: B
        text: Fresh
nav:
  group: company
`;
