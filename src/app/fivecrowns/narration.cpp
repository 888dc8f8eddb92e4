#include "app/fivecrowns/narration.hpp"

#include "app/table/event_owner.hpp"

#include <algorithm>

namespace parlor::app::fivecrowns_table {

namespace {

// The player's name with a verb, as the game's words say it ("You play", "Ann plays").
std::string with_verb(const Narration& n, int seat, const std::string& plain,
                      const std::string& third) {
    const std::string& name = n.names[static_cast<std::size_t>(seat)];
    return name + " " + (name == "You" ? plain : third);
}

// An event of a table of more than two in words. The game's own words (event_text) speak of
// two seats: a move of one seat is told by them, the seat standing in as the second of two;
// what concerns every seat is told here.
std::string table_text(const fc::Event& event, const Narration& n) {
    const auto name = [&](fc::Seat seat) -> const std::string& {
        return n.names[static_cast<std::size_t>(fc::index(seat))];
    };
    const auto as_two = [&](fc::Seat seat, fc::Event moved) {
        const bool player = seat == fc::Seat::Human;
        const fc::Listener two{{n.names[0], name(seat)}, fc::Seat::Human};
        std::visit(
            [&](auto& e) {
                if constexpr (requires { e.seat; }) {
                    e.seat = player ? fc::Seat::Human : fc::Seat::Computer;
                }
            },
            moved);
        return fc::event_text(moved, two);
    };
    const int seats = static_cast<int>(n.names.size());
    if (const auto* drew = std::get_if<fc::DrewEvent>(&event)) {
        return as_two(drew->seat, event);
    }
    if (const auto* threw = std::get_if<fc::DiscardedEvent>(&event)) {
        return as_two(threw->seat, event);
    }
    if (const auto* out = std::get_if<fc::WentOutEvent>(&event)) {
        return name(out->seat) + " went out! Every other player plays one last turn.";
    }
    if (const auto* dealt = std::get_if<fc::DealtEvent>(&event)) {
        return "Round " + std::to_string(dealt->round) + ": " +
               std::to_string(fc::cards_dealt(dealt->round)) + " cards each, " +
               rank_plural(fc::wild_rank_of(dealt->round)) + " and jokers are wild. " +
               with_verb(n, fc::index(dealt->first), "play", "plays") + " first.";
    }
    if (const auto* scored = std::get_if<fc::RoundScoredEvent>(&event)) {
        std::string text = "Round " + std::to_string(scored->result.round) + " scored:";
        for (int seat = 0; seat < seats && seat < static_cast<int>(scored->result.points.size());
             ++seat) {
            text += (seat == 0 ? " " : ", ") + n.names[static_cast<std::size_t>(seat)] + " " +
                    std::to_string(scored->result.points[static_cast<std::size_t>(seat)]);
        }
        return text + ".";
    }
    if (const auto* over = std::get_if<fc::GameOverEvent>(&event)) {
        std::string text = "Game over: " +
                           (over->winner ? with_verb(n, fc::index(*over->winner), "win", "wins")
                                         : std::string("a draw")) +
                           " (";
        for (int seat = 0; seat < seats && seat < static_cast<int>(over->scores.size()); ++seat) {
            text += (seat == 0 ? "" : ", ") + n.names[static_cast<std::size_t>(seat)] + " " +
                    std::to_string(over->scores[static_cast<std::size_t>(seat)]);
        }
        return text + ").";
    }
    return fc::event_text(event, fc::Listener{{n.names[0], n.names[1]}, fc::Seat::Human});
}

} // namespace

LogEntry narrate(const fc::Event& event, const Narration& n) {
    std::string text;
    if (n.names.size() > 2) {
        text = table_text(event, n);
    } else {
        // An open hand hides nothing: the player sees what the computer draws.
        const fc::Listener listener{{n.names[0], n.names[1]},
                                    n.hide_computer_hand ? std::optional<fc::Seat>(fc::Seat::Human)
                                                         : std::nullopt};
        text = fc::event_text(event, listener);
    }
    LogEntry entry{table::owner_of_event(event), std::move(text), {}};
    if (const auto* out = std::get_if<fc::WentOutEvent>(&event)) {
        for (const fc::Meld& meld : out->arrangement.melds) {
            entry.reasons.push_back(fc::describe(meld));
        }
    }
    return entry;
}

std::vector<std::string> told_reasons(const std::vector<std::string>& reasons,
                                      const std::vector<fc::Card>& hidden) {
    // A card's name as the reasons write it ("10♠", "Joker"), and a joker's in a sentence.
    auto names = [](const std::string& sentence, fc::Card card) {
        return sentence.find(parlor::cards::pretty(card)) != std::string::npos ||
               (card.is_joker() && sentence.find("joker") != std::string::npos);
    };
    std::vector<std::string> told;
    for (const std::string& sentence : reasons) {
        if (std::none_of(hidden.begin(), hidden.end(),
                         [&](fc::Card card) { return names(sentence, card); })) {
            told.push_back(sentence);
        }
    }
    return told;
}

} // namespace parlor::app::fivecrowns_table
