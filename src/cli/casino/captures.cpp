#include "cli/casino/tools.hpp"

#include "cli/input_lines.hpp"

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/casino/captures.hpp"

#include <ostream>

namespace parlor::cli::casino_cli {

using namespace parlor::casino;

namespace {

// "CARD | TABLE" read into the card and the table (owners do not matter for a capture).
bool read_line(const std::string& text, Card& played, Table& table, std::string& error) {
    const std::size_t bar = text.find('|');
    if (bar == std::string::npos) {
        error = "expected \"CARD | TABLE\" (the played card, a bar, then the table), found " +
                cards::in_quotes(text);
        return false;
    }
    const std::string card_text = cards::trim(text.substr(0, bar));
    if (card_text.find(' ') != std::string::npos || card_text.find('\t') != std::string::npos) {
        error = "one card before the bar, found " + cards::in_quotes(card_text);
        return false;
    }
    const auto card = parse(cards::shown(card_text), error);
    if (!card) {
        return false;
    }
    const auto parsed = parse_table(text.substr(bar + 1), error);
    if (!parsed) {
        return false;
    }
    for (const auto& parts : parsed->builds) {
        table.builds.push_back(TableBuild{parts, Seat::Human});
    }
    table.loose = parsed->loose;
    if (table.build_with(*card) != nullptr || table.holds_loose(*card)) {
        error = "the " + code(*card) + " is played and on the table too";
        return false;
    }
    if (table.loose.size() > static_cast<std::size_t>(most_loose_cards)) {
        error = std::to_string(table.loose.size()) +
                " loose cards on the table; a game never has more than 16";
        return false;
    }
    played = *card;
    return true;
}

} // namespace

int run_captures(const Io& io) {
    return for_each_input_line(io, [&io](const std::string& text, std::string& error) {
        Card played;
        Table table;
        if (!read_line(text, played, table, error)) {
            return false;
        }
        const std::vector<Card> taken = most_captured(played, table);
        io.out << taken.size() << '\t' << (taken.empty() ? "-" : codes(taken)) << '\n';
        return true;
    });
}

} // namespace parlor::cli::casino_cli
