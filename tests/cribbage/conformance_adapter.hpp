#pragma once
// Cribbage's adapter to the conformance suites: the rules' (tests/common/conformance.hpp) and the
// table's (tests/app/table_conformance.hpp). The suites reach legal_actions, why_illegal and apply
// by the game's own names (argument-dependent lookup); the adapter says the rest.

#include "common/conformance.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/save.hpp"

namespace parlor::test {

namespace cr = parlor::cribbage;

struct CribbageAdapter {
    using State = cr::GameState;
    using Action = cr::Action;
    static constexpr const char* name = "cribbage";
    static constexpr int random_games = 200;
    static constexpr int expert_games = 2;
    static constexpr int advice_games = 1;
    static constexpr int advice_every = 5;
    static constexpr int max_actions = 20000;

    // Every other game is the short one (to 61).
    static State new_game(cr::Rng& rng) {
        return cr::new_game(rng.coin() ? cr::short_game_score : cr::winning_score);
    }
    static bool over(const State& s) { return s.phase == cr::Phase::GameOver; }
    // The pile repeats cards of `played`; the starter, once cut, is out of the stock.
    static std::vector<cr::Card> cards(const State& s) {
        std::vector<cr::Card> out = s.stock;
        for (const cr::Player& p : s.players) {
            out.insert(out.end(), p.hand.begin(), p.hand.end());
            out.insert(out.end(), p.played.begin(), p.played.end());
            out.insert(out.end(), p.laid_away.begin(), p.laid_away.end());
        }
        if (s.starter) {
            out.push_back(*s.starter);
        }
        return out;
    }
    // Before the first deal no card is out.
    static std::vector<cr::Card> deck(const State& s) {
        return s.deal_number == 0 ? std::vector<cr::Card>{} : cr::full_deck();
    }
    static bool deciding(const State& s) {
        return s.phase == cr::Phase::LayAway || s.phase == cr::Phase::Play;
    }
    static Action expert(const State& s, std::uint64_t seed) {
        if (!deciding(s)) {
            return cr::legal_actions(s).front();
        }
        return cr::make_strategy("expert", seed)->decide(cr::view_for(s, s.turn)).action;
    }
    static bool saveable(const State& s) { return deciding(s); }
    static std::string write_save(const State& s) { return cr::write_save(s); }
    static std::optional<State> read_save(const std::string& text) {
        return cr::read_save(text, "conformance").state;
    }
    // What the player to move has not seen: the opponent's hand, the opponent's two crib cards,
    // the stock and (before the cut) the starter; shuffled together and dealt again.
    static State redeal_hidden(const State& s, cr::Rng& rng) {
        State out = s;
        cr::Player& opponent = out.player(cr::other(s.turn));
        std::vector<cr::Card*> places;
        for (cr::Card& c : opponent.hand) {
            places.push_back(&c);
        }
        for (cr::Card& c : opponent.laid_away) {
            places.push_back(&c);
        }
        for (cr::Card& c : out.stock) {
            places.push_back(&c);
        }
        parlor::test::conformance::deal_again(places, rng);
        return out;
    }
    static std::optional<Action> advice(const State& s) {
        return cr::advise(cr::view_for(s, s.turn)).action;
    }
};

// The adapter by the game's id in games.def (tests/engine lists the games from there).
using cribbage_adapter = CribbageAdapter;

} // namespace parlor::test
