#pragma once
// Pinochle's adapter to the conformance suites: the rules' (tests/common/conformance.hpp) and the
// table's (tests/app/table_conformance.hpp). The suites reach legal_actions, why_illegal and apply
// by the game's own names (argument-dependent lookup); the adapter says the rest.

#include "common/conformance.hpp"
#include "parlor/games/pinochle/ai.hpp"
#include "parlor/games/pinochle/save.hpp"
#include "pinochle/redeal_hidden.hpp"
#include <algorithm>

namespace parlor::test {

namespace pi = parlor::pinochle;

struct PinochleAdapter {
    using State = pi::GameState;
    using Action = pi::Action;
    static constexpr const char* name = "pinochle";
    static constexpr int random_games = 100;
    static constexpr int expert_games = 2;
    static constexpr int advice_games = 1;
    static constexpr int advice_every = 8;
    static constexpr int max_actions = 20000;

    static State new_game(pi::Rng& rng) { return pi::new_game(rng); }
    static bool over(const State& s) { return s.phase == pi::Phase::GameOver; }
    static std::vector<pi::Card> cards(const State& s) {
        std::vector<pi::Card> out = s.stock;
        for (const pi::Player& p : s.players) {
            const auto held = p.hand.all_cards();
            out.insert(out.end(), held.begin(), held.end());
            out.insert(out.end(), p.captured.begin(), p.captured.end());
        }
        if (s.trump_card) {
            out.push_back(*s.trump_card);
        }
        if (s.lead) {
            out.push_back(*s.lead);
        }
        return out;
    }
    static std::vector<pi::Card> deck(const State&) { return pi::full_deck(); }
    static bool deciding(const State& s) {
        return s.phase == pi::Phase::Lead || s.phase == pi::Phase::Follow ||
               s.phase == pi::Phase::Meld;
    }
    // Between rounds the expert's table ends the game.
    static Action expert(const State& s, std::uint64_t seed) {
        if (s.phase == pi::Phase::RoundOver) {
            return pi::EndGame{};
        }
        if (!deciding(s)) {
            return pi::legal_actions(s).front();
        }
        return pi::make_strategy("expert", seed)->decide(pi::view_for(s, s.turn)).action;
    }
    static bool saveable(const State& s) { return s.phase == pi::Phase::Lead; }
    static std::string write_save(const State& s) { return pi::write_save(s); }
    static std::optional<State> read_save(const std::string& text) {
        return pi::read_save(text, "conformance").state;
    }
    static State redeal_hidden(const State& s, pi::Rng& rng) {
        return pi::test::redeal_hidden(s, s.turn, rng);
    }
    static std::optional<Action> advice(const State& s) {
        return pi::advise(pi::view_for(s, s.turn)).action;
    }
};

// The adapter by the game's id in games.def (tests/engine lists the games from there).
using pinochle_adapter = PinochleAdapter;

} // namespace parlor::test
