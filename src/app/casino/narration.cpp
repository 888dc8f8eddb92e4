#include "app/casino/narration.hpp"

#include <type_traits>

namespace parlor::app::casino_table {

namespace ca = parlor::casino;
using table::LogEntry;

namespace {

LogEntry::Who who(ca::Seat seat) {
    return seat == ca::Seat::Human ? LogEntry::Who::Human : LogEntry::Who::Computer;
}

std::string build_words(const ca::TableBuild& build, const table::Names& names) {
    return names.possessive(ca::index(build.owner)) + (build.multiple() ? " multiple" : "") +
           " build of " + std::to_string(build.value());
}

std::string taken_words(const ca::CapturedEvent& e, const table::Names& names) {
    std::vector<std::string> parts;
    for (const ca::TableBuild& b : e.builds) {
        parts.push_back(build_words(b, names));
    }
    if (!e.loose.empty()) {
        parts.push_back(ca::pretty_cards(e.loose));
    }
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    }
    return out;
}

std::string lower_first(std::string text) {
    if (!text.empty() && text[0] >= 'A' && text[0] <= 'Z') {
        text[0] = static_cast<char>(text[0] - 'A' + 'a');
    }
    return text;
}

} // namespace

LogEntry narrate(const ca::Event& event, const table::Names& names) {
    return std::visit(
        [&names](const auto& e) -> LogEntry {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, ca::CoinTossEvent>) {
                const bool right = e.call == e.landed;
                return {LogEntry::Who::Table,
                        std::string(e.landed == ca::Coin::Heads ? "Heads" : "Tails") + ": " +
                            (right ? "you called it right" : "you called it wrong") + ". " +
                            names.with_verb(ca::index(e.first), "play", "plays") + " first.",
                        {}};
            } else if constexpr (std::is_same_v<T, ca::DealtEvent>) {
                std::string text = e.deal == 1 ? "Round " + std::to_string(e.round) +
                                                     ": four cards each and four to the table."
                                               : "Four more cards each.";
                text += " " + std::to_string(e.deck_left) + " left in the deck" +
                        (e.deck_left == 0 ? ": the last deal." : ".");
                return {LogEntry::Who::Table, text, {}};
            } else if constexpr (std::is_same_v<T, ca::CapturedEvent>) {
                return {who(e.seat),
                        names.with_verb(ca::index(e.seat), "capture", "captures") + " " +
                            taken_words(e, names) + " with the " + cards::pretty(e.card) + ".",
                        {}};
            } else if constexpr (std::is_same_v<T, ca::BuiltEvent>) {
                const int seat = ca::index(e.seat);
                const std::string value = std::to_string(e.build.value());
                std::string text;
                if (e.increased) {
                    text = names.with_verb(seat, "increase", "increases") + " " +
                           lower_first(build_words(*e.increased, names)) + " to " + value +
                           " with the " + cards::pretty(e.card) + ".";
                } else if (e.joined) {
                    text = names.with_verb(seat, "add", "adds") + " the " + cards::pretty(e.card) +
                           (e.loose.empty() ? "" : " and " + ca::pretty_cards(e.loose)) + " to " +
                           lower_first(names.possessive(seat)) + " build of " + value +
                           ": a multiple build.";
                } else {
                    text = names.with_verb(seat, "build", "builds") + " " + value + " with the " +
                           cards::pretty(e.card) + " on " + ca::pretty_cards(e.loose) + ".";
                }
                return {who(e.seat), text, {}};
            } else if constexpr (std::is_same_v<T, ca::TrailedEvent>) {
                return {who(e.seat),
                        names.with_verb(ca::index(e.seat), "trail", "trails") + " the " +
                            cards::pretty(e.card) + ".",
                        {}};
            } else if constexpr (std::is_same_v<T, ca::TableTakenEvent>) {
                const std::string n = std::to_string(e.cards.size());
                if (e.cards.empty()) {
                    return {LogEntry::Who::Table, "", {}};
                }
                if (!e.seat) {
                    return {LogEntry::Who::Table,
                            "Nobody captured: the " + n + " cards left are set aside.",
                            {}};
                }
                return {who(*e.seat),
                        names.with_verb(ca::index(*e.seat), "take", "takes") + " the last " + n +
                            (e.cards.size() == 1 ? " card" : " cards") +
                            " on the table: the last to capture.",
                        {}};
            } else if constexpr (std::is_same_v<T, ca::RoundScoredEvent>) {
                const auto& p = e.score.players;
                return {LogEntry::Who::Table,
                        "Round " + std::to_string(e.round) + " scored: " + names[0] + " " +
                            std::to_string(p[0].total) + ", " + names[1] + " " +
                            std::to_string(p[1].total) +
                            ". Totals: " + std::to_string(e.totals[0]) + " to " +
                            std::to_string(e.totals[1]) + ".",
                        {}};
            } else {
                if (!e.winner) {
                    return {LogEntry::Who::Table,
                            "The tournament ends level at " + std::to_string(e.totals[0]) + ".",
                            {}};
                }
                const int w = ca::index(*e.winner);
                return {LogEntry::Who::Table,
                        names.with_verb(w, "win", "wins") + " the tournament, " +
                            std::to_string(e.totals[static_cast<std::size_t>(w)]) + " to " +
                            std::to_string(e.totals[static_cast<std::size_t>(1 - w)]) + ".",
                        {}};
            }
        },
        event);
}

} // namespace parlor::app::casino_table
