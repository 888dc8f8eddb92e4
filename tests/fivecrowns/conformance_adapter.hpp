#pragma once
// Five Crowns's adapter to the conformance suites: the rules' (tests/common/conformance.hpp) and
// the table's (tests/app/table_conformance.hpp). The suites reach legal_actions, why_illegal and
// apply by the game's own names (argument-dependent lookup); the adapter says the rest.

#include "common/conformance.hpp"
#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/save.hpp"
#include <algorithm>

namespace parlor::test {

namespace fc = parlor::fivecrowns;

struct FiveCrownsAdapter {
    using State = fc::GameState;
    using Action = fc::Action;
    static constexpr const char* name = "fivecrowns";
    static constexpr int random_games = 60;
    static constexpr int expert_games = 4;
    static constexpr int advice_games = 1;
    static constexpr int advice_every = 150;
    static constexpr int max_actions = 20000;

    static State new_game(fc::Rng& rng) { return fc::new_game(rng); }
    static bool over(const State& s) { return s.phase == fc::Phase::GameOver; }
    static std::vector<fc::Card> cards(const State& s) {
        std::vector<fc::Card> out = s.stock;
        out.insert(out.end(), s.discard.begin(), s.discard.end());
        for (const fc::Player& p : s.players) {
            out.insert(out.end(), p.hand.begin(), p.hand.end());
        }
        return out;
    }
    static std::vector<fc::Card> deck(const State&) { return fc::full_deck(); }
    static bool deciding(const State& s) {
        return s.phase == fc::Phase::Draw || s.phase == fc::Phase::Discard;
    }
    static Action expert(const State& s, std::uint64_t seed) {
        if (!deciding(s)) {
            return fc::legal_actions(s).front();
        }
        return fc::make_strategy("expert", seed)->decide(fc::view_for(s, s.turn)).action;
    }
    static bool saveable(const State& s) { return s.phase == fc::Phase::Draw; }
    static std::string write_save(const State& s) { return fc::write_save(s); }
    static std::optional<State> read_save(const std::string& text) {
        return fc::read_save(text, "conformance").state;
    }
    // The opponent's cards (but those it took from the discard pile, which the table saw) and
    // the stock, shuffled together and dealt again in the same numbers.
    static State redeal_hidden(const State& s, fc::Rng& rng) {
        State out = s;
        const fc::Seat opponent = fc::other(s.turn);
        std::vector<fc::Card> known = s.taken_from_discard[fc::index(opponent)];
        std::vector<fc::Card*> places;
        for (fc::Card& c : out.player(opponent).hand) {
            const auto k = std::find(known.begin(), known.end(), c);
            if (k != known.end()) {
                known.erase(k);
            } else {
                places.push_back(&c);
            }
        }
        for (fc::Card& c : out.stock) {
            places.push_back(&c);
        }
        parlor::test::conformance::deal_again(places, rng);
        return out;
    }
    static std::optional<Action> advice(const State& s) {
        return fc::advise(fc::view_for(s, s.turn)).action;
    }
};

// The adapter by the game's id in games.def (tests/engine lists the games from there).
using fivecrowns_adapter = FiveCrownsAdapter;

} // namespace parlor::test
