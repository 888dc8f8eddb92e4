#pragma once
// Cribbage's adapter to the conformance suites: the rules' (tests/common/conformance.hpp) and the
// table's (tests/app/table_conformance.hpp). The suites reach legal_actions, why_illegal and apply
// by the game's own names (argument-dependent lookup); the adapter says the rest.

#include "common/conformance.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/save.hpp"
#include "parlor/games/cribbage/table.hpp"
#include "parlor/games/cribbage/table_ai.hpp"
#include "table_recount.hpp"

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

// Cribbage at a table of `Seats` (three; four in partnerships: apply_table's game). No save file
// holds it (saves = false) and no advice is asked there. Every action's points are counted again
// from the cards its events lay and show (table_recount.hpp): each card laid on the pile, his
// heels only on a jack turned up, a go or the last card one point, each show's hand; every side's
// score is the last plus those (the game stops at the target).
template <int Seats> struct CribbageTableAdapter {
    using State = cr::TableState;
    using Action = cr::TableAction;
    static constexpr const char* name = "cribbage";
    static constexpr int random_games = 40;
    static constexpr int expert_games = 1; // the table's expert weighs every seat: slow
    static constexpr int advice_games = 0;
    static constexpr int advice_every = 0;
    static constexpr int max_actions = 20000;
    static constexpr bool saves = false;
    static constexpr int games_divisor = 2;

    static State new_game(cr::Rng& rng) {
        const int dealer = static_cast<int>(rng.below(Seats));
        return cr::new_table(Seats, dealer, rng,
                             rng.coin() ? cr::short_game_score : cr::winning_score);
    }
    static bool over(const State& s) { return s.phase == cr::Phase::GameOver; }
    static std::vector<cr::Card> cards(const State& s) {
        std::vector<cr::Card> out = s.stock;
        out.insert(out.end(), s.crib_from_deck.begin(), s.crib_from_deck.end());
        for (const cr::TableSeat& seat : s.seats) {
            out.insert(out.end(), seat.hand.begin(), seat.hand.end());
            out.insert(out.end(), seat.played.begin(), seat.played.end());
            out.insert(out.end(), seat.laid_away.begin(), seat.laid_away.end());
        }
        if (s.starter) {
            out.push_back(*s.starter);
        }
        return out;
    }
    static std::vector<cr::Card> deck(const State&) { return cr::full_deck(); }
    static Action expert(const State& s, std::uint64_t seed) {
        if (s.phase != cr::Phase::LayAway && s.phase != cr::Phase::Play) {
            return cr::legal_actions(s).front();
        }
        return cr::make_table_strategy("expert", seed)->decide(cr::table_view(s, s.turn)).action;
    }
    static bool saveable(const State&) { return false; }
    static std::string write_save(const State&) { return {}; }
    static std::optional<State> read_save(const std::string&) { return std::nullopt; }

    // The rules' apply; its events kept for check_scores.
    static cr::TableOutcome apply(State& s, const Action& a, cr::Rng& rng) {
        cr::TableOutcome outcome = cr::apply_table(s, a, rng);
        last_events() = outcome.events;
        return outcome;
    }
    static long check_scores(const State& before, const Action&, const State& after) {
        using namespace parlor::cribbage;
        std::vector<int> points(static_cast<std::size_t>(before.sides()), 0);
        std::vector<Card> pile = before.pile;
        long counted = 0;
        std::optional<Card> turned;
        for (const TableEvent& event : last_events()) {
            if (const auto* starter = std::get_if<TableStarter>(&event)) {
                pile.clear();
                turned = starter->card;
            } else if (std::holds_alternative<TableCountRestarted>(event)) {
                pile.clear();
            } else if (const auto* played = std::get_if<TablePlayed>(&event)) {
                pile.push_back(played->card);
                points[static_cast<std::size_t>(before.side_of(played->seat))] +=
                    parlor::cribbage::test::recount_peg(pile);
                ++counted;
            } else if (const auto* pegged = std::get_if<TablePoints>(&event)) {
                const bool heels = pegged->item.kind == ScoreKind::HisHeels;
                CHECK(pegged->item.points == (heels ? 2 : 1));
                if (heels) {
                    REQUIRE(turned.has_value());
                    CHECK(turned->rank == parlor::cards::jack);
                    CHECK(pegged->seat == before.dealer);
                }
                points[static_cast<std::size_t>(before.side_of(pegged->seat))] +=
                    pegged->item.points;
                ++counted;
            } else if (const auto* shown = std::get_if<TableShown>(&event)) {
                const TableShow& show = shown->show;
                REQUIRE(show.cards.size() == 4);
                const int recount =
                    parlor::cribbage::test::recount_hand(show.cards, show.starter, show.crib);
                CHECK(show.score.total == recount);
                points[static_cast<std::size_t>(before.side_of(show.seat))] += recount;
                ++counted;
            }
        }
        // A jack turned up gives the dealer his heels.
        if (turned && turned->rank == parlor::cards::jack) {
            CHECK(std::any_of(last_events().begin(), last_events().end(), [](const TableEvent& e) {
                const auto* p = std::get_if<TablePoints>(&e);
                return p != nullptr && p->item.kind == ScoreKind::HisHeels;
            }));
        }
        for (std::size_t side = 0; side < points.size(); ++side) {
            INFO("side ", side, " of ", points.size());
            CHECK(after.scores[side] == std::min(before.scores[side] + points[side], after.target));
        }
        return counted;
    }

  private:
    static std::vector<cr::TableEvent>& last_events() {
        static std::vector<cr::TableEvent> events;
        return events;
    }
};

// The adapter by the game's id in games.def (tests/engine lists the games from there).
using cribbage_adapter = CribbageAdapter;

} // namespace parlor::test
