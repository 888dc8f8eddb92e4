// The Cribbage table's log entries (the sentences are the game's, event_words.hpp) and the
// callouts said over the table.

#include "app/cribbage/narration.hpp"

#include "app/table/event_owner.hpp"
#include "app/table/table_sounds.hpp"

#include <algorithm>

#include <optional>
#include <variant>

namespace parlor::app::cribbage_table {

namespace {

// The seat that acted, for the log's colours: a show is the shown hand's.
LogEntry::Who who_of(const cr::Event& event) {
    if (const auto* show = std::get_if<cr::ShowEvent>(&event)) {
        return table::owner_of(show->show.seat);
    }
    return table::owner_of_event(event);
}

// "You deal", "Computer deals": the verb agreeing with the name.
std::string does(const std::string& name, const std::string& verb, const std::string& verb_s) {
    return name + " " + (name == "You" ? verb : verb_s);
}

// One scoring item in the words said over the table: "pair royal for 6", "run of 3 for 3".
std::string called(const cr::ScoreItem& item, bool cards_left) {
    const std::string points = " for " + std::to_string(item.points);
    const auto cards = std::to_string(item.cards.size());
    switch (item.kind) {
    case cr::ScoreKind::Fifteen:
        return "fifteen" + points;
    case cr::ScoreKind::Pair:
        return (item.cards.size() == 2   ? std::string("pair")
                : item.cards.size() == 3 ? std::string("pair royal")
                                         : std::string("double pair royal")) +
               points;
    case cr::ScoreKind::Run:
        return "run of " + cards + points;
    case cr::ScoreKind::ThirtyOne:
        return "31" + points;
    case cr::ScoreKind::LastCard:
        // Neither player could go on: the point is the go's; with no cards left, the last card's.
        return (cards_left ? "go" : "last card") + points;
    case cr::ScoreKind::HisHeels:
        return "his heels" + points;
    case cr::ScoreKind::Flush:
    case cr::ScoreKind::Nobs:
        break; // the show's, never the play's
    }
    return cr::describe(item);
}

} // namespace

std::string pegging_callout(const std::vector<cr::Event>& events, const Narration& n,
                            bool cards_left) {
    // Each scorer's words after its name; a move's points are all one player's, but the words
    // would say so if not.
    std::string text;
    std::optional<cr::Seat> speaking;
    auto say = [&](cr::Seat seat, const std::string& words) {
        if (speaking == seat) {
            text += ", " + words;
            return;
        }
        text += (text.empty() ? "" : "  ·  ") + n.names[static_cast<std::size_t>(cr::index(seat))] +
                ": " + words;
        speaking = seat;
    };
    for (const cr::Event& event : events) {
        if (const auto* played = std::get_if<cr::PlayedEvent>(&event)) {
            for (const cr::ScoreItem& item : played->items) {
                say(played->seat, called(item, cards_left));
            }
        } else if (const auto* points = std::get_if<cr::PointsEvent>(&event)) {
            say(points->seat, called(points->item, cards_left));
        }
    }
    return text;
}

std::string has(const std::string& name) {
    return does(name, "have", "has");
}

LogEntry narrate(const cr::Event& event, const Narration& n) {
    // The player at the keyboard sees its own cards only.
    const std::string text =
        cr::event_text(event, cr::Listener{{n.names.begin(), n.names.end()}, cr::Seat::Human});
    return {who_of(event), text, {}};
}

Sound event_sound(const cr::Event& event) {
    return std::visit(
        [](const auto& e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, cr::CutForDealEvent> ||
                          std::is_same_v<T, cr::StarterEvent>) {
                return Sound::Flip;
            } else if constexpr (std::is_same_v<T, cr::DealtEvent>) {
                return Sound::Deal;
            } else if constexpr (std::is_same_v<T, cr::LaidAwayEvent>) {
                return Sound::Play;
            } else if constexpr (std::is_same_v<T, cr::PlayedEvent>) {
                const bool thirty_one =
                    std::any_of(e.items.begin(), e.items.end(), [](const cr::ScoreItem& item) {
                        return item.kind == cr::ScoreKind::ThirtyOne;
                    });
                return thirty_one ? Sound::ThirtyOne : e.items.empty() ? Sound::Play : Sound::Peg;
            } else if constexpr (std::is_same_v<T, cr::PointsEvent> ||
                                 std::is_same_v<T, cr::ShowEvent> ||
                                 std::is_same_v<T, cr::MugginsEvent>) {
                return Sound::Peg;
            } else if constexpr (std::is_same_v<T, cr::ClaimEvent>) {
                return e.claimed > 0 ? Sound::Peg : Sound::None;
            } else if constexpr (std::is_same_v<T, cr::GoEvent>) {
                return Sound::Go;
            } else if constexpr (std::is_same_v<T, cr::GameOverEvent>) {
                return table::game_end(e.winner == cr::Seat::Human);
            } else {
                return Sound::None;
            }
        },
        event);
}

} // namespace parlor::app::cribbage_table
