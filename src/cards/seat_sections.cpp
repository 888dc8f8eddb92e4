#include "parlor/cards/seat_sections.hpp"

#include "parlor/cards/error_text.hpp"

namespace parlor::cards {

Problem read_section_header(const TextLine& line, Seat seat, int& header, std::string_view holds) {
    if (header != 0) {
        return given_twice(line);
    }
    if (!line.value.empty()) {
        return TextError{line.number, "\"" + seat_name(seat) + ":\" takes no value; its " +
                                          std::string(holds) + " follow on the lines below"};
    }
    header = line.number;
    return std::nullopt;
}

Problem SeatSections::open(const TextLine& line, Seat seat) {
    SeatSection& section = sections_[static_cast<std::size_t>(index(seat))];
    if (Problem problem = read_section_header(line, seat, section.header, holds_)) {
        return problem;
    }
    open_ = seat;
    return std::nullopt;
}

std::optional<Seat> SeatSections::owner(const TextLine& line, Problem& problem) const {
    if (!open_) {
        problem = outside_section(line);
    }
    return open_;
}

Problem SeatSections::read_score(const TextLine& line, Seat seat, int most,
                                 std::string (*too_high)(int score)) {
    SeatSection& section = sections_[static_cast<std::size_t>(index(seat))];
    if (section.score_line != 0) {
        return given_twice(line);
    }
    section.score_line = line.number;
    const auto score = parse_non_negative(line.value);
    if (const auto large = too_large(line.value); !score && large) {
        return TextError{line.number, "the score " + *large};
    }
    if (!score) {
        return TextError{line.number, "the score " + in_quotes(line.value) +
                                          " is not a whole number of 0 or more"};
    }
    if (*score > most) {
        return TextError{line.number, too_high(*score)};
    }
    section.score = *score;
    return std::nullopt;
}

Problem missing_in_section(int last, Seat seat, int header, int score_line,
                           std::initializer_list<std::pair<std::string_view, int>> fields) {
    const std::string name = seat_name(seat);
    if (header == 0) {
        return TextError{last, "no \"" + name + ":\" section"};
    }
    if (score_line == 0) {
        return TextError{last, "no \"Score:\" line for the " + name};
    }
    for (const auto& [label, line] : fields) {
        if (line == 0) {
            return TextError{last, "no \"" + std::string(label) + ":\" line for the " + name};
        }
    }
    return std::nullopt;
}

Problem
SeatSections::missing(int last, Seat seat,
                      std::initializer_list<std::pair<std::string_view, int>> fields) const {
    const SeatSection& section = (*this)[seat];
    return missing_in_section(last, seat, section.header, section.score_line, fields);
}

Problem OneDeck::see(Card card, int line, const std::string& code) {
    int& seen = seen_on_line_[static_cast<std::size_t>(card.index())];
    if (seen != 0) {
        return TextError{line, "the " + code + " appears twice (also on line " +
                                   std::to_string(seen) + "); there is one deck"};
    }
    seen = line;
    return std::nullopt;
}

Problem OneDeck::see_up_to_twice(Card card, int line, const std::string& code, int& first_line) {
    const auto at = static_cast<std::size_t>(card.index());
    first_line = seen_on_line_[at];
    if (first_line == 0) {
        seen_on_line_[at] = line;
        return std::nullopt;
    }
    if (again_on_line_[at] != 0) {
        return TextError{line, "the " + code + " appears a third time (also on lines " +
                                   std::to_string(first_line) + " and " +
                                   std::to_string(again_on_line_[at]) + "); there is one deck"};
    }
    again_on_line_[at] = line;
    return std::nullopt;
}

} // namespace parlor::cards
