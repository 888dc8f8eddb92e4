#pragma once
// Five Crowns's adapter to the conformance suites: the rules' (tests/common/conformance.hpp) and
// the table's (tests/app/table_conformance.hpp). The suites reach legal_actions, why_illegal and
// apply by the game's own names (argument-dependent lookup); the adapter says the rest.

#include "common/conformance.hpp"
#include "fivecrowns/meld_brute_force.hpp"
#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/save.hpp"
#include <algorithm>

namespace parlor::test {

namespace fc = parlor::fivecrowns;

// The scores of a round just ended, counted again from the rules' text alone (docs/fivecrowns.md):
// the seat that went out scores nothing, every other the fewest points its hand can leave over
// (MeldBruteForce, not the rules' meld solver), and each total is the last plus that. Between
// rounds nobody's total moves. How many scores it checked.
inline long five_crowns_scores(const fc::GameState& before, const fc::GameState& after) {
    const auto seats = static_cast<std::size_t>(after.seat_count());
    REQUIRE(before.players.size() == seats);
    if (after.results.size() == before.results.size()) {
        for (std::size_t i = 0; i < seats; ++i) {
            REQUIRE(after.players[i].score == before.players[i].score);
        }
        return 0;
    }
    REQUIRE(after.results.size() == before.results.size() + 1);
    const fc::RoundResult& result = after.results.back();
    REQUIRE(result.round == before.round);
    REQUIRE(result.points.size() == seats);
    for (std::size_t i = 0; i < seats; ++i) {
        const fc::Seat seat = fc::seat_at(static_cast<int>(i));
        const int expected =
            result.went_out == seat
                ? 0
                : fc::test::MeldBruteForce(after.players[i].hand, fc::wild_rank_of(result.round))
                      .fewest_points();
        INFO("seat ", i, " of ", seats, ", round ", result.round);
        CHECK(result.points[i] == expected);
        CHECK(after.players[i].score == before.players[i].score + expected);
    }
    return static_cast<long>(seats);
}

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
    static long check_scores(const State& before, const Action&, const State& after) {
        return five_crowns_scores(before, after);
    }
};

// The same game at a table of `Seats` (3 to 7): the two-seat adapter's checks but the advice's
// redeal (which deals again one opponent's cards), over fewer games, each being longer.
template <int Seats> struct FiveCrownsTableAdapter {
    using State = fc::GameState;
    using Action = fc::Action;
    static constexpr const char* name = "fivecrowns";
    static constexpr int random_games = 6;
    static constexpr int expert_games = 1;
    static constexpr int advice_games = 0;
    static constexpr int advice_every = 0;
    static constexpr int max_actions = 40000;
    static constexpr int games_divisor = 4;

    static State new_game(fc::Rng& rng) { return fc::new_game(rng, Seats); }
    static bool over(const State& s) { return FiveCrownsAdapter::over(s); }
    static std::vector<fc::Card> cards(const State& s) { return FiveCrownsAdapter::cards(s); }
    static std::vector<fc::Card> deck(const State& s) { return FiveCrownsAdapter::deck(s); }
    static Action expert(const State& s, std::uint64_t seed) {
        return FiveCrownsAdapter::expert(s, seed);
    }
    static bool saveable(const State& s) { return FiveCrownsAdapter::saveable(s); }
    static std::string write_save(const State& s) { return FiveCrownsAdapter::write_save(s); }
    static std::optional<State> read_save(const std::string& text) {
        return FiveCrownsAdapter::read_save(text);
    }
    static long check_scores(const State& before, const Action&, const State& after) {
        return five_crowns_scores(before, after);
    }
};

// The adapter by the game's id in games.def (tests/engine lists the games from there).
using fivecrowns_adapter = FiveCrownsAdapter;

} // namespace parlor::test
