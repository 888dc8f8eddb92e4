#pragma once
// Parts of the two-seat, one-deck save files (Cribbage, Casino) that their readers share: the
// "Computer:" and "Human:" sections — a header line alone, then the seat's own fields ("Score:"
// and its card lines) until a line of another field — and the rule that a card of the one deck
// appears once in a whole file.

#include "parlor/cards/card.hpp"
#include "parlor/cards/save_fields.hpp"
#include "parlor/cards/save_file.hpp"
#include "parlor/cards/seat.hpp"
#include "parlor/cards/text_format.hpp"

#include <array>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace parlor::cards {

struct SeatSection {
    int header = 0; // the line of "Human:"; 0 while absent
    int score_line = 0;
    int score = 0;
};

// A seat's header line ("Human:", alone on its line): its number goes into `header`; a problem
// when the seat's header was read before (`header` not 0) or the line has a value. `holds` names
// the fields that follow, for the message: "Score, Hand and Pile".
Problem read_section_header(const TextLine& line, Seat seat, int& header, std::string_view holds);

// The first part missing from a seat's section: the section (its header line, or 0), its Score,
// then each field of `fields` (label, the line it was read on or 0), as "no \"Hand:\" line for the
// Human" on the file's `last` line. For readers that keep their seats' lines themselves.
Problem missing_in_section(int last, Seat seat, int header, int score_line,
                           std::initializer_list<std::pair<std::string_view, int>> fields);

class SeatSections {
  public:
    // `holds` names the fields of a section for messages: "Score, Hand and Pile".
    explicit SeatSections(std::string_view holds) : holds_(holds) {}

    const SeatSection& operator[](Seat seat) const {
        return sections_[static_cast<std::size_t>(index(seat))];
    }

    // A line whose key names a seat ("Human:", alone on its line) opens that seat's section.
    Problem open(const TextLine& line, Seat seat);
    // A line of any other field closes the open section.
    void close() { open_.reset(); }
    // The seat whose section holds a seat field ("Score:", "Hand:" ...) on `line`; nothing, and
    // the problem, for such a field outside a section.
    std::optional<Seat> owner(const TextLine& line, Problem& problem) const;
    // The open section's "Score:": a whole number of 0 or more; above `most`, `too_high(score)`.
    Problem read_score(const TextLine& line, Seat seat, int most,
                       std::string (*too_high)(int score));
    // The first part missing from a seat's section: the section, its Score, then each card
    // field of `fields` (label, the line it was read on or 0), as "no \"Hand:\" line for the
    // Human" on the file's `last` line. A reader asks the Computer first, then the Human.
    Problem missing(int last, Seat seat,
                    std::initializer_list<std::pair<std::string_view, int>> fields) const;

  private:
    std::string holds_;
    std::array<SeatSection, 2> sections_{};
    std::optional<Seat> open_;
};

// The one deck of a file: each card at most once.
class OneDeck {
  public:
    // The card, read on `line`; "the 5H appears twice (also on line 3); there is one deck" (the
    // card written as `code`) when it was seen before.
    Problem see(Card card, int line, const std::string& code);
    // As `see`, but a second copy is taken (files that circulate hold one: the caller warns),
    // and `first_line` is set to the line of the first; a third copy is refused.
    Problem see_up_to_twice(Card card, int line, const std::string& code, int& first_line);

  private:
    std::array<int, card_index_count> seen_on_line_{};
    std::array<int, card_index_count> again_on_line_{}; // the second copy's line, or 0
};

} // namespace parlor::cards
