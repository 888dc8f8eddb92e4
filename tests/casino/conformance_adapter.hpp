#pragma once
// Casino's adapter to the conformance suites: the rules' (tests/common/conformance.hpp) and the
// table's (tests/app/table_conformance.hpp). The suites reach legal_actions, why_illegal and apply
// by the game's own names (argument-dependent lookup); the adapter says the rest.

#include "common/conformance.hpp"
#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/save.hpp"

namespace parlor::test {

namespace ca = parlor::casino;

struct CasinoAdapter {
    using State = ca::GameState;
    using Action = ca::Action;
    static constexpr const char* name = "casino";
    static constexpr int random_games = 300;
    static constexpr int expert_games = 4;
    static constexpr int advice_games = 1;
    static constexpr int advice_every = 10;
    static constexpr int max_actions = 20000;

    static State new_game(ca::Rng&) { return ca::new_game(); }
    static bool over(const State& s) { return s.phase == ca::Phase::GameOver; }
    static std::vector<ca::Card> cards(const State& s) {
        std::vector<ca::Card> out = s.table.cards();
        for (const ca::Player& p : s.players) {
            out.insert(out.end(), p.hand.begin(), p.hand.end());
            out.insert(out.end(), p.pile.begin(), p.pile.end());
        }
        out.insert(out.end(), s.deck.begin(), s.deck.end());
        return out;
    }
    // Before the coin toss no deck is dealt yet: the suite compares the cards with the deck
    // from the first state on, so the full deck counts only once it is in play.
    static std::vector<ca::Card> deck(const State& s) {
        return s.phase == ca::Phase::CoinToss && s.deck.empty() ? std::vector<ca::Card>{}
                                                                : ca::full_deck();
    }
    static Action expert(const State& s, std::uint64_t seed) {
        if (s.phase != ca::Phase::Play) {
            return ca::legal_actions(s).front();
        }
        return ca::make_strategy("expert", seed)->decide(ca::view_for(s, s.turn)).action;
    }
    static bool saveable(const State& s) { return s.phase == ca::Phase::Play; }
    static std::string write_save(const State& s) { return ca::write_save(s); }
    static std::optional<State> read_save(const std::string& text) {
        return ca::read_save(text, "conformance").state;
    }
    // The opponent's hand and the deck, shuffled together and dealt again in the same numbers.
    static State redeal_hidden(const State& s, ca::Rng& rng) {
        State out = s;
        std::vector<ca::Card>& hand = out.player(ca::other(s.turn)).hand;
        std::vector<ca::Card> pool = hand;
        pool.insert(pool.end(), out.deck.begin(), out.deck.end());
        rng.shuffle(pool);
        std::copy(pool.begin(), pool.begin() + static_cast<long>(hand.size()), hand.begin());
        out.deck.assign(pool.begin() + static_cast<long>(hand.size()), pool.end());
        return out;
    }
    static std::optional<Action> advice(const State& s) {
        return ca::advise(ca::view_for(s, s.turn)).action;
    }
};

// The adapter by the game's id in games.def (tests/engine lists the games from there).
using casino_adapter = CasinoAdapter;

} // namespace parlor::test
