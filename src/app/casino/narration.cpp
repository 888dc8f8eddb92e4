#include "app/casino/narration.hpp"

#include "app/table/event_owner.hpp"
#include "app/table/table_sounds.hpp"
#include "parlor/games/casino/event_words.hpp"

namespace parlor::app::casino_table {

namespace ca = parlor::casino;
using table::LogEntry;

LogEntry narrate(const ca::Event& event, const table::Names& names) {
    // The player at the keyboard sees its own cards only.
    const ca::Listener listener{{names[0], names[1]}, ca::Seat::Human};
    return {table::owner_of_event(event), ca::event_text(event, listener), {}};
}

Sound event_sound(const ca::Event& event) {
    return std::visit(
        [](const auto& e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, ca::CoinTossEvent>) {
                return Sound::Flip;
            } else if constexpr (std::is_same_v<T, ca::DealtEvent>) {
                return Sound::Deal;
            } else if constexpr (std::is_same_v<T, ca::CapturedEvent>) {
                return Sound::Capture;
            } else if constexpr (std::is_same_v<T, ca::BuiltEvent> ||
                                 std::is_same_v<T, ca::TrailedEvent>) {
                return Sound::Play;
            } else if constexpr (std::is_same_v<T, ca::TableTakenEvent>) {
                return Sound::Sweep; // the last of the table gathered in
            } else if constexpr (std::is_same_v<T, ca::RoundScoredEvent>) {
                const auto& players = e.score.players;
                return table::round_end(
                    players[static_cast<std::size_t>(cards::Seat::Human)].total >=
                    players[static_cast<std::size_t>(cards::Seat::Computer)].total);
            } else if constexpr (std::is_same_v<T, ca::GameOverEvent>) {
                return table::game_end(!e.winner || *e.winner == cards::Seat::Human);
            } else {
                return Sound::None;
            }
        },
        event);
}

} // namespace parlor::app::casino_table
