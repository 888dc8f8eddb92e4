#include "cli/pinochle/melds.hpp"

#include "cli/input_lines.hpp"

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/pinochle/melds.hpp"

#include <array>
#include <ostream>

namespace parlor::cli::pinochle_cli {

namespace {

using namespace parlor::pinochle;

// The holding a line describes, or nothing and the problem.
std::optional<std::pair<Holding, Suit>> read_line(const std::string& text, std::string& error) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    for (std::size_t bar = text.find('|'); bar != std::string::npos; bar = text.find('|', start)) {
        fields.push_back(cards::trim(std::string_view(text).substr(start, bar - start)));
        start = bar + 1;
    }
    fields.push_back(cards::trim(std::string_view(text).substr(start)));
    if (fields.size() != 3) {
        error = "expected \"TRUMP | HAND | MELDS\" (two '|'), found " +
                std::to_string(fields.size() - 1) + " '|'";
        return std::nullopt;
    }
    const auto trump = parse_suit(fields[0]);
    if (!trump) {
        error = cards::in_quotes(fields[0]) + " is not a trump suit (expected C, D, H or S)";
        return std::nullopt;
    }
    const auto hand = parse_cards(fields[1], error);
    if (!hand) {
        return std::nullopt;
    }
    auto melded = parse_melds(fields[2], *trump, error);
    if (!melded) {
        return std::nullopt;
    }
    Holding holding = unmelded_holding(*hand);
    holding.cards.insert(holding.cards.end(), melded->cards.begin(), melded->cards.end());
    holding.melds = melded->melds;
    std::array<int, distinct_cards> count{};
    for (const HeldCard& held : holding.cards) {
        if (++count[static_cast<std::size_t>(card_id(held.card))] > copies_of_each) {
            error = "the " + cards::to_string(held.card) +
                    " is held three times; the deck has two of each card";
            return std::nullopt;
        }
    }
    return std::pair(std::move(holding), *trump);
}

} // namespace

int run_melds(const Io& io) {
    return for_each_input_line(io, [&io](const std::string& text, std::string& error) {
        const auto line = read_line(text, error);
        if (!line) {
            return false;
        }
        const auto best = best_new_meld(line->first, line->second);
        if (best) {
            io.out << points(*best) << '\t' << meld_name(best->kind) << '\t' << meld_codes(*best)
                   << '\n';
        } else {
            io.out << "0\tnone\t-\n";
        }
        return true;
    });
}

} // namespace parlor::cli::pinochle_cli
