// Every reason template of the expert and of the help checked against its advice record and the
// position, over positions of self-play at tables of 2, 4 and 6: a false claim fails.

#include "common/sample_scale.hpp"
#include "cruno/strategies.hpp"
#include "parlor/cards/figures.hpp"
#include "parlor/cards/match_stats.hpp"
#include "parlor/games/cruno/ai.hpp"
#include "parlor/games/cruno/match.hpp"
#include "test_table.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <regex>
#include <set>

namespace parlor::cruno {

namespace {

using detail::Voice;

// Positions of rule-player games (cheap to play), the table size cycling over 2, 4 and 6.
std::vector<SeatView> self_play_positions(int games, int every) {
    std::vector<SeatView> views;
    for (int g = 0; g < games; ++g) {
        const int players = 2 + 2 * (g % 3);
        Setup setup;
        for (const std::string& name : table_names(players, g % 2 == 0)) {
            setup.seats.push_back({name, "rule"});
        }
        Rng rng(cards::derive_seed(77, static_cast<std::uint64_t>(g)));
        GameState state = new_game(setup, rng);
        const auto rule = make_strategy("rule", 1);
        for (int n = 0; state.phase != Phase::GameOver && n < 400; ++n) {
            const SeatView view = view_for(state, state.turn);
            if (n % every == 0) {
                views.push_back(view);
            }
            REQUIRE(apply(state, rule->decide(view).action, rng));
        }
    }
    return views;
}

std::size_t code_points(const std::string& text) {
    std::size_t count = 0;
    for (const char c : text) {
        count += (static_cast<unsigned char>(c) & 0xC0U) != 0x80U ? 1 : 0;
    }
    return count;
}

std::optional<Card> played_card(const Action& action) {
    if (const auto* play = std::get_if<Play>(&action)) {
        return play->card;
    }
    return std::nullopt;
}

// Every percentage the words quote is the rounded chance of a move in the record.
void check_percentages(const std::string& line, const AdviceRecord& record) {
    std::set<std::string> known = {cards::percent_text(record.facts.chance)};
    for (const auto& alternative : record.alternatives) {
        known.insert(cards::percent_text(alternative.facts.chance));
    }
    const std::regex percent("[0-9]+%");
    for (auto it = std::sregex_iterator(line.begin(), line.end(), percent);
         it != std::sregex_iterator(); ++it) {
        CHECK_MESSAGE(known.count(it->str()) == 1, line);
    }
    CHECK(line.find(" 0%") == std::string::npos);
    CHECK(line.find("100%") == std::string::npos);
}

void check_record(const SeatView& view, const AdviceRecord& record) {
    const std::vector<Action> legal = legal_actions(view);
    CHECK(std::find(legal.begin(), legal.end(), record.action) != legal.end());
    // The alternatives are ranked by the share of imagined games won, the total that chose; the
    // choice leads them unless the call was close and the stated tie rule chose.
    for (std::size_t i = 1; i < record.alternatives.size(); ++i) {
        CHECK(record.alternatives[i - 1].facts.chance >= record.alternatives[i].facts.chance);
    }
    if (!record.alternatives.empty() && !record.certainty.close_call) {
        CHECK(record.facts.chance >= record.alternatives.front().facts.chance);
    }
    // The tie rule is quoted only where it decided: another move within `practically_equal` of
    // the best share (the two highest shares of the record that close); a close call it did not
    // decide goes to the best share.
    if (!record.certainty.tie_rule.empty()) {
        CHECK(record.certainty.close_call);
        std::vector<double> shares{record.facts.chance};
        for (const auto& alternative : record.alternatives) {
            shares.push_back(alternative.facts.chance);
        }
        std::sort(shares.rbegin(), shares.rend());
        REQUIRE(shares.size() > 1);
        CHECK(shares[0] - shares[1] <= practically_equal + 1e-9);
    } else if (!record.alternatives.empty()) {
        CHECK(record.facts.chance >= record.alternatives.front().facts.chance);
    }
    CHECK(record.certainty.exact == (record.facts.tables == 0));
    if (!record.certainty.exact) {
        CHECK(record.certainty.samples == record.facts.tables);
        for (const auto& alternative : record.alternatives) {
            CHECK(alternative.facts.tables == record.facts.tables); // the same tables for all
        }
    }
    // What the move does is what the rules do with it.
    const int hand = static_cast<int>(view.hand.size());
    if (const auto card = played_card(record.action)) {
        CHECK(record.facts.cards_left == hand - 1);
        CHECK(record.facts.wins_now == (hand == 1));
        CHECK(record.facts.next_draws ==
              (card->kind == Kind::DrawTwo && hand > 1 ? draw_two_cards : 0));
        if (card->is_eight() && record.facts.tables > 0) {
            int suits = 0; // an 8 is weighed for every suit it may name
            for (const auto& alternative : record.alternatives) {
                const auto other = played_card(alternative.action);
                suits += other && *other == *card ? 1 : 0;
            }
            CHECK(suits == 3);
        }
    } else {
        CHECK(record.facts.cards_left > hand);
    }
}

// A computer's reasons: at most three lines, no card of its hand named but the one it plays.
void check_computer_words(const SeatView& view, const AdviceRecord& record,
                          const std::vector<std::string>& lines) {
    CHECK(!lines.empty());
    CHECK(lines.size() <= 3);
    const auto played = played_card(record.action);
    for (const Card held : view.hand) {
        if ((played && held == *played) || held == view.top()) {
            continue; // the card played, or one just like the card on show
        }
        for (const std::string& line : lines) {
            CHECK_MESSAGE(line.find(pretty(held)) == std::string::npos, line);
            CHECK_MESSAGE(line.find(long_name(held)) == std::string::npos, line);
        }
    }
}

void check_claims(const SeatView& view, const AdviceRecord& record,
                  const std::vector<std::string>& lines) {
    for (const std::string& line : lines) {
        check_percentages(line, record);
        if (line.find("close call") != std::string::npos &&
            line.find("the suits") == std::string::npos) {
            CHECK(record.certainty.close_call);
            CHECK(line.find(record.certainty.tie_rule) != std::string::npos);
        }
        if (record.facts.tables > 0) {
            CHECK((line.find("imagined deals") == std::string::npos ||
                   line.find(std::to_string(record.facts.tables) + " imagined deals") !=
                       std::string::npos));
        }
        if (line.find("of the suits it w") != std::string::npos) {
            for (const auto& alternative : record.alternatives) { // the best of the suits
                const auto other = played_card(alternative.action);
                if (other && other->is_eight()) {
                    CHECK(record.facts.chance >= alternative.facts.chance);
                }
            }
        }
        if (line.find("longest suit") != std::string::npos) {
            CHECK(record.facts.held_of_suit > 0);
            const auto card = played_card(record.action);
            REQUIRE(card);
            for (const Suit suit : suits) {
                int held = 0;
                bool skipped = false;
                for (const Card c : view.hand) {
                    if (!skipped && c == *card) {
                        skipped = true;
                    } else {
                        held += !c.is_eight() && c.suit == suit ? 1 : 0;
                    }
                }
                CHECK(held <= record.facts.held_of_suit);
            }
        }
        if (line.find("nothing in my hand matches") != std::string::npos ||
            line.find("nothing in your hand matches") != std::string::npos) {
            for (const Card c : view.hand) {
                CHECK_FALSE(playable(c, view.top(), view.suit));
            }
        }
        if (line.find("card left") != std::string::npos ||
            line.find("cards left") != std::string::npos) {
            CHECK(view.hand_sizes[static_cast<std::size_t>(view.next_seat(view.seat))] <= 2);
        }
    }
}

} // namespace

TEST_CASE("advice truth: every reason and help line holds against its record, in self-play") {
    Budget budget; // smaller than the game's, the same templates
    budget.rollouts = 160;
    budget.min_tables = 16;
    budget.max_tables = 40;
    budget.batch = 8;
    const std::vector<SeatView> views = self_play_positions(30 * parlor::test::sample_scale(), 2);
    REQUIRE(views.size() > 1000);
    int weighed = 0;
    int eights = 0;
    for (std::size_t i = 0; i < views.size(); ++i) {
        const SeatView& view = views[i];
        CAPTURE(i);
        const AdviceRecord record = advice_record(view, weigh_moves(view, i + 1, budget));
        check_record(view, record);
        const auto mine = detail::record_lines(view, record, Voice::Computer);
        check_computer_words(view, record, mine);
        check_claims(view, record, mine);
        const auto help = detail::record_lines(view, record, Voice::Help);
        check_claims(view, record, help);
        const std::string summary = detail::record_summary(view, record);
        CHECK(!summary.empty());
        CHECK(code_points(summary) <= 90);
        check_percentages(summary, record);
        weighed += record.facts.tables > 0 ? 1 : 0;
        const auto card = played_card(record.action);
        eights += card && card->is_eight() && record.facts.tables > 0 ? 1 : 0;
    }
    CHECK(weighed > 300);
    CHECK(eights > 0);
}

TEST_CASE("advice truth: the expert's own decisions and the help, with the game's budget") {
    const std::vector<SeatView> views = self_play_positions(3, 9);
    REQUIRE(views.size() > 10);
    for (std::size_t i = 0; i < views.size(); ++i) {
        const SeatView& view = views[i];
        CAPTURE(i);
        const Decision decision = make_strategy("expert", i)->decide(view);
        const AdviceRecord record =
            advice_record(view, weigh_moves(view, cards::derive_seed(i, 0)));
        CHECK(decision.action == record.action);
        CHECK(decision.reasons == detail::record_lines(view, record, Voice::Computer));
        check_computer_words(view, record, decision.reasons);
        const Advice advice = advise(view, i);
        CHECK(code_points(advice.summary) <= 90);
        check_claims(view, advice.record, advice.lines);
        CHECK(advice.card == played_card(advice.action));
    }
}

TEST_CASE("advice truth: the help calls the human's seat by role when another seat is advised") {
    // Alice (a computer) is to move and the human sits next: the help speaks to Alice as "you".
    GameState state = test::table({"D2H 3C", "4C 5C", "6C"}, "9H", "QD JS");
    state.players[1].name = "You";
    const SeatView view = view_for(state, 0);
    Ranking only;
    only.moves = {Candidate{Play{test::card("D2H"), std::nullopt}}};
    only.certainty.exact = true;
    const auto help = detail::record_lines(view, advice_record(view, only), Voice::Help);
    REQUIRE(!help.empty());
    CHECK(help.front() == "Play the Draw Two\u2665 on the human player: they have two cards left.");
    const auto mine = detail::record_lines(view, advice_record(view, only), Voice::Computer);
    CHECK(mine.front() == "Draw Two on you: you have two cards left.");
}

} // namespace parlor::cruno
