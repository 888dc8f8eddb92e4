#pragma once
// Cruno's adapter to the conformance suites: the rules' (tests/common/conformance.hpp) and the
// table's (tests/app/table_conformance.hpp). The suites reach legal_actions, why_illegal and apply
// by the game's own names (argument-dependent lookup); the adapter says the rest.

#include "common/conformance.hpp"
#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/save.hpp"
#include <string>

namespace parlor::test {

namespace cu = parlor::cruno;

struct CrunoAdapter {
    using State = cu::GameState;
    using Action = cu::Action;
    static constexpr const char* name = "cruno";
    static constexpr int random_games = 40;
    static constexpr int expert_games = 3;
    static constexpr int advice_games = 1;
    static constexpr int advice_every = 100;
    // Uniformly random play draws as often as it plays: a game may run long before it ends.
    static constexpr int max_actions = 200000;

    static State new_game(cu::Rng& rng) {
        cu::Setup setup;
        setup.rules = cu::Rules{rng.coin(), rng.coin()};
        const int players = rng.between(2, 10);
        for (int seat = 0; seat < players; ++seat) {
            setup.seats.push_back({"P" + std::to_string(seat), seat == 0 ? "human" : "rule"});
        }
        return cu::new_game(setup, rng);
    }
    static bool over(const State& s) { return s.phase == cu::Phase::GameOver; }
    static std::vector<cu::Card> cards(const State& s) { return cu::all_cards(s); }
    static std::vector<cu::Card> deck(const State& s) { return cu::full_deck(s.decks); }
    static Action expert(const State& s, std::uint64_t seed) {
        return cu::make_strategy("expert", seed)->decide(cu::view_for(s, s.turn)).action;
    }
    static bool saveable(const State& s) { return s.phase == cu::Phase::Play; }
    static std::string write_save(const State& s) { return cu::write_save(s); }
    static std::optional<State> read_save(const std::string& text) {
        return cu::read_save(text, "conformance").state;
    }
    // The other seats' hands and the stock, shuffled together and dealt again in the same
    // numbers (what the table saw of the draws stays as it was).
    static State redeal_hidden(const State& s, cu::Rng& rng) {
        State out = s;
        std::vector<cu::Card*> places;
        for (int seat = 0; seat < out.player_count(); ++seat) {
            if (seat != s.turn) {
                for (cu::Card& c : out.player(seat).hand) {
                    places.push_back(&c);
                }
            }
        }
        for (cu::Card& c : out.stock) {
            places.push_back(&c);
        }
        parlor::test::conformance::deal_again(places, rng);
        return out;
    }
    static std::optional<Action> advice(const State& s) {
        return cu::advise(cu::view_for(s, s.turn)).action;
    }
};

// The adapter by the game's id in games.def (tests/engine lists the games from there).
using cruno_adapter = CrunoAdapter;

} // namespace parlor::test
