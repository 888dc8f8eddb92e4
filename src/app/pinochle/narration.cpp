#include "app/pinochle/narration.hpp"

#include "app/table/event_owner.hpp"
#include "app/table/table_sounds.hpp"

#include <variant>

namespace parlor::app::pinochle_table {

namespace pn = parlor::pinochle;

namespace {

// The seat that acted, for the log's colours: a trick is its winner's.
LogEntry::Who who_of(const pn::Event& event) {
    if (const auto* trick = std::get_if<pn::TrickEvent>(&event)) {
        return table::owner_of(trick->winner);
    }
    return table::owner_of_event(event);
}

} // namespace

LogEntry narrate(const pn::Event& event, const Narration& n) {
    // The player at the keyboard sees its own cards only.
    const pn::Listener listener{{n.names[0], n.names[1]}, pn::Seat::Human};
    return {who_of(event), pn::event_text(event, listener), {}};
}

Sound event_sound(const pinochle::Event& event) {
    return std::visit(
        [](const auto& e) {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, pn::TossEvent>) {
                return Sound::Flip;
            } else if constexpr (std::is_same_v<T, pn::DealtEvent>) {
                return Sound::Deal;
            } else if constexpr (std::is_same_v<T, pn::PlayedEvent>) {
                return Sound::Play;
            } else if constexpr (std::is_same_v<T, pn::TrickEvent>) {
                return Sound::Capture;
            } else if constexpr (std::is_same_v<T, pn::MeldEvent>) {
                return Sound::Meld;
            } else if constexpr (std::is_same_v<T, pn::DrawEvent>) {
                return Sound::Draw;
            } else if constexpr (std::is_same_v<T, pn::RoundOverEvent>) {
                const auto& scores = e.result.round_scores;
                return table::round_end(scores[static_cast<std::size_t>(pn::Seat::Human)] >=
                                        scores[static_cast<std::size_t>(pn::Seat::Computer)]);
            } else if constexpr (std::is_same_v<T, pn::GameOverEvent>) {
                return table::game_end(!e.winner || *e.winner == pn::Seat::Human);
            } else {
                return Sound::None;
            }
        },
        event);
}

} // namespace parlor::app::pinochle_table
