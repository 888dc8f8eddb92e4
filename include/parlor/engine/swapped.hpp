#pragma once
// The same deals, seats swapped (issue 46, point 4): a recorded game played again from its start
// with the players of seats 0 and 1 exchanged (at more than two seats, each player one seat on)
// and every shuffle as the record drew it, so that each player holds the cards the other (the
// next seat) held. Chance is recorded, not a seed (docs/records.md):
// the record's own draws are dealt again, in order.
//
// A draw the rules take as the record drew it is used again: every deal, cut and starter. A draw
// that depends on the play (a discard pile shuffled into a new stock, whose cards are those the
// players threw) cannot be, and is drawn afresh from `seed`; the record's draw the new game has
// no use for is passed over, so the next deal is the record's next deal.

#include "parlor/cards/match.hpp" // timed_decision
#include "parlor/engine/game.hpp"
#include "parlor/engine/recorded_deals.hpp"
#include "parlor/engine/replay.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace parlor::engine {

struct SwappedRematch {
    std::string error;              // "FILE:LINE: problem", or why the game cannot be played
    std::vector<std::string> lines; // the new game's record, game 1, the seats' names exchanged
    std::size_t reused = 0;         // the record's draws dealt again
    std::size_t drawn = 0;          // draws made afresh (a reshuffle that depends on the play)
};

// Each seat's player one seat on: seat 0's now in seat 1, ..., the last seat's in seat 0. At two
// seats, the two exchanged; at more, each player holds the cards the next seat held, as the
// window's rematch deals them to the player in seat 0 (app/table/open_rematch.hpp).
template <class T> void seats_rotated(std::vector<T>& seats) {
    if (seats.size() >= 2) {
        std::rotate(seats.begin(), seats.end() - 1, seats.end());
    }
}

// The record's start line of game `number` with its seats rotated (seats_rotated), as game 1.
inline std::string swapped_start(std::string_view text, int number) {
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        const std::string line(text.substr(at, end - at));
        at = end + 1;
        auto json = nlohmann::ordered_json::parse(line, nullptr, false);
        if (json.is_object() && json.value("event", "") == "start" &&
            json.value("game", 0) == number) {
            json["game"] = 1;
            if (json.contains("seats") && json["seats"].is_array() && json["seats"].size() >= 2) {
                auto seats = json["seats"].get<std::vector<nlohmann::ordered_json>>();
                seats_rotated(seats);
                json["seats"] = seats;
            }
            return json.dump();
        }
    }
    return {};
}

// Whether the seat to act chooses by its strategy here. A game may say (`G::strategy_chooses`):
// Five Crowns' toss is called by the player's seat, a call no strategy makes; the rematch plays
// the rules' first call there. Elsewhere every choice is the strategy's.
template <class G> bool strategy_chooses(const typename G::State& state) {
    if constexpr (requires { G::strategy_chooses(state); }) {
        return G::strategy_chooses(state);
    } else {
        return true;
    }
}

// The choices the record made where no seat was to act and the rules offered more than one move
// (Pinochle's "another round" or "end the game", asked of the table, not of a strategy), in
// order: the rematch makes them again, so it plays as many rounds as the record holds.
template <Descriptor G> std::vector<typename G::Action> rules_choices(const Replayed<G>& replayed) {
    std::vector<typename G::Action> choices;
    typename G::State state = *replayed.first;
    for (const auto& step : replayed.steps) {
        if (!G::to_act(state) && G::legal_actions(state).size() > 1) {
            choices.push_back(step.action);
        }
        G::apply(state, step.action, step.chance);
    }
    return choices;
}

// Game `number` of the record `text` played again with its seats rotated (seats_rotated; at two,
// exchanged): each seat's player (a strategy the record names) now plays the next seat, from the
// same start, the record's draws dealt again. A seat the record names that is no strategy (a
// "human") cannot be played here: the error says so.
template <Descriptor G>
SwappedRematch swapped_rematch(std::string_view text, std::string_view file, int number,
                               std::uint64_t seed) {
    SwappedRematch rematch;
    const Replayed<G> replayed = replay_record<G>(text, file, number);
    if (!replayed.ok()) {
        rematch.error = replayed.error;
        return rematch;
    }
    if (!replayed.first || replayed.seats.size() < 2) {
        rematch.error =
            std::string(file) + ": game " + std::to_string(number) + " has no move to play again";
        return rematch;
    }
    std::vector<std::string> names = replayed.seats;
    seats_rotated(names);
    std::vector<std::unique_ptr<typename G::Strategy>> players;
    for (std::size_t seat = 0; seat < names.size(); ++seat) {
        auto player = G::make_strategy(names[seat], cards::derive_seed(seed, seat + 1));
        if (!player) {
            rematch.error = std::string(file) + ": the record's seat names " + names[seat] +
                            ", no computer player: only games between computer players are "
                            "played again here";
            return rematch;
        }
        players.push_back(std::move(player));
    }
    RecordedDeals<G> deals(replayed.steps);
    const std::vector<typename G::Action> choices = rules_choices<G>(replayed);
    std::size_t chosen = 0;
    Game<G> game(*replayed.first, seed, names[1]);
    game.start_record({[&](const std::string& line) { rematch.lines.push_back(line); }, {}},
                      {swapped_start(text, number)});
    // A safety cap: a game between strategies always ends long before.
    for (int moves = 0; moves < 100000; ++moves) {
        const auto& state = game.state();
        const auto legal = G::legal_actions(state);
        if (legal.empty()) {
            break;
        }
        const auto seat = G::to_act(state);
        if (!seat && legal.size() > 1) {
            // The record's choice here, in turn; when its choices are spent, the record's game
            // ended here, and so does this one (Pinochle's last round).
            if (chosen == choices.size()) {
                break;
            }
        }
        // The rules' own move (a deal, a new round) and a move the seat cannot choose otherwise
        // are played as they are; a strategy is asked only of a choice.
        const typename G::Action action =
            !seat && legal.size() > 1 ? choices[chosen++]
            : seat && legal.size() > 1 && strategy_chooses<G>(state)
                ? cards::timed_decision(*players[static_cast<std::size_t>(*seat)],
                                        G::view(state, *seat), nullptr)
                      .action
                : legal.front();
        const typename G::Chance* use = deals.take(state, action);
        const auto outcome = game.play(action, use);
        if (!outcome) {
            rematch.error =
                std::string(file) + ": the rematch's move was refused: " + outcome.error;
            return rematch;
        }
    }
    rematch.reused = deals.reused();
    rematch.drawn = deals.drawn();
    return rematch;
}

} // namespace parlor::engine
