// The reasons are true: every sentence template of the help and of the computer's reasons is
// checked against the advice record and the position, over the positions of self-play games.

#include "common/sample_scale.hpp"
#include "parlor/cards/figures.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/match.hpp"

#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cmath>

using namespace parlor::cribbage;

namespace {

// Plays as the expert and keeps the views it decided from.
class ViewRecorder final : public Strategy {
  public:
    ViewRecorder(std::uint64_t seed, std::vector<SeatView>& views)
        : expert_(make_strategy("expert", seed)), views_(views) {}
    std::string name() const override { return "expert"; }
    Decision decide(const SeatView& view) override {
        if ((view.phase == Phase::LayAway && view.hand.size() == 6) || view.phase == Phase::Play) {
            views_.push_back(view);
        }
        return expert_->decide(view);
    }

  private:
    std::unique_ptr<Strategy> expert_;
    std::vector<SeatView>& views_;
};

const std::vector<SeatView>& positions() {
    static const std::vector<SeatView> views = [] {
        std::vector<SeatView> all;
        const auto games = static_cast<std::uint64_t>(3 * parlor::test::sample_scale());
        for (std::uint64_t game = 1; game <= games; ++game) {
            ViewRecorder a(game * 11, all);
            ViewRecorder b(game * 13, all);
            (void)play_game(a, b, game * 101);
        }
        return all;
    }();
    return views;
}

std::size_t code_points(const std::string& text) {
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

bool holds(const std::vector<Card>& hand, Card card) {
    return std::find(hand.begin(), hand.end(), card) != hand.end();
}

// Every "NN%" a player reads is within 1%..99%; no point figure ("+12.5") is an internal bonus.
// (Scanned by hand: GCC 12's <regex> warns falsely under the sanitizers, GCC bug 105616.)
void check_figures(const std::string& line) {
    const auto digit = [&](std::size_t i) {
        return i < line.size() && std::isdigit(static_cast<unsigned char>(line[i])) != 0;
    };
    for (std::size_t i = 0; i < line.size(); ++i) {
        if (!digit(i) || (i > 0 && digit(i - 1))) {
            continue; // not the first digit of a number
        }
        std::size_t end = i;
        while (digit(end)) {
            ++end;
        }
        const int value = std::stoi(line.substr(i, end - i));
        if (end < line.size() && line[end] == '%') {
            CHECK_MESSAGE((value >= 1 && value <= 99), line);
        } else if (end < line.size() && line[end] == '.' && digit(end + 1)) {
            CHECK_MESSAGE(value < 60, line); // no +100.0 for reaching 121
        }
    }
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

double rounded(double x) {
    return std::round(x * 1e6);
}

void check_keep(const SeatView& view, const Advice& advice) {
    const Record& record = advice.record;
    const auto& best = std::get<KeepFacts>(record.facts);
    // The four and the two are the six dealt.
    std::vector<Card> all = best.keep;
    all.insert(all.end(), best.lay_away.begin(), best.lay_away.end());
    std::sort(all.begin(), all.end());
    std::vector<Card> hand = view.hand;
    std::sort(hand.begin(), hand.end());
    CHECK(all == hand);
    CHECK(std::abs(best.total - (best.hand + best.crib + best.play)) < 1e-9);
    CHECK((view.my_crib() ? best.crib >= 0 : best.crib <= 0));
    CHECK(record.alternatives.size() == 14);
    // Ranked by the same total that chose: the chance to win near the end, else hand + crib +
    // play; a close call's first is the tie rule's among those within the noise.
    std::vector<const KeepFacts*> order{&best};
    for (const auto& alternative : record.alternatives) {
        order.push_back(&std::get<KeepFacts>(alternative.facts));
    }
    for (std::size_t i = 1; i < order.size(); ++i) {
        const KeepFacts& a = *order[i - 1];
        const KeepFacts& b = *order[i];
        CHECK(a.win_chance.has_value() == b.win_chance.has_value());
        if (a.win_chance) {
            CHECK(rounded(*a.win_chance) >= rounded(*b.win_chance));
        } else if (i > 1 || !record.certainty.close_call) {
            CHECK(a.total >= b.total - 1e-9);
        }
    }
    if (record.certainty.close_call && !best.win_chance) {
        for (const KeepFacts* f : order) {
            if (f->within_noise) {
                CHECK(best.hand + best.crib >= f->hand + f->crib - 1e-9); // keep_tie_rule
            }
        }
    }
    const std::string& first = advice.lines.front();
    CHECK(contains(first, "Keep " + pretty_cards(best.keep) + " and lay away " +
                              pretty_cards(best.lay_away)));
    CHECK(contains(first, parlor::cards::points_text(best.total) + " expected points in all"));
    CHECK(contains(first, "hand " + parlor::cards::points_text(best.hand)));
    // Near the end, the choice worth the most points is named when it is another.
    if (best.win_chance) {
        const auto most = std::max_element(order.begin(), order.end(),
                                           [](auto a, auto b) { return a->total < b->total; });
        const bool named = std::any_of(advice.lines.begin(), advice.lines.end(),
                                       [](auto& l) { return contains(l, "for the most points"); });
        CHECK(named == ((*most)->keep != best.keep));
    }
}

void check_play(const SeatView& view, const Advice& advice) {
    const Record& record = advice.record;
    const auto& best = std::get<PlayFacts>(record.facts);
    CHECK(holds(view.hand, best.card));
    CHECK(best.count == view.count + pip_value(best.card));
    CHECK(best.count <= max_count);
    std::vector<Card> pile = view.pile;
    pile.push_back(best.card);
    CHECK(best.points_now == pegging_points(pile));
    CHECK(best.net.has_value() != best.win_chance.has_value());
    // Ranked by the chance to win near the end, else by the net.
    std::vector<const PlayFacts*> order{&best};
    for (const auto& alternative : record.alternatives) {
        order.push_back(&std::get<PlayFacts>(alternative.facts));
    }
    for (std::size_t i = 2; i < order.size(); ++i) {
        const PlayFacts& a = *order[i - 1];
        const PlayFacts& b = *order[i];
        if (a.win_chance) {
            CHECK(rounded(*a.win_chance) >= rounded(*b.win_chance));
        } else {
            CHECK(*a.net >= *b.net - 1e-9);
        }
    }
    if (!record.certainty.close_call && order.size() > 1) {
        const PlayFacts& b = *order[1];
        if (best.win_chance) {
            CHECK(rounded(*best.win_chance) >= rounded(*b.win_chance));
        } else {
            CHECK(*best.net >= *b.net - 1e-9);
        }
    }
    if (record.certainty.close_call) { // play_tie_rule among those within the noise
        for (const PlayFacts* f : order) {
            if (f->within_noise) {
                CHECK((best.points_now > f->points_now ||
                       (best.points_now == f->points_now && best.card.rank <= f->card.rank)));
            }
        }
    }
    // "Nothing scores straight after it": no unseen card that fits scores (an opponent who has
    // said go in this count may hold nothing that fits).
    const bool nothing = std::any_of(advice.lines.begin(), advice.lines.end(), [](auto& l) {
        return contains(l, "nothing scores straight after it");
    });
    CHECK(nothing == (best.reply_chance <= 0 && !best.wins_now && best.opponent_cards > 0));
    // "No cards left to answer it" exactly when the opponent's hand is empty.
    CHECK(best.opponent_cards == view.opponent_hand_size);
    const bool none_left = std::any_of(advice.lines.begin(), advice.lines.end(), [](auto& l) {
        return contains(l, "no cards left to answer it");
    });
    CHECK(none_left == (best.opponent_cards == 0 && !best.wins_now));
    // Checked in the first count of the play only: a go in an earlier count rules out cards.
    const bool first_count = view.pile.size() == view.played[0].size() + view.played[1].size();
    if (nothing && first_count && view.go != other(view.seat) && best.count < max_count) {
        for (const Card card : unseen_cards(view)) {
            if (best.count + pip_value(card) <= max_count) {
                std::vector<Card> answered = pile;
                answered.push_back(card);
                CHECK_MESSAGE(pegging_points(answered) == 0, advice.lines[1]);
            }
        }
    }
    CHECK(contains(advice.lines.front(), "making " + std::to_string(best.count)));
    // The first line's why, from the figure that ranked the card: forced, gains, loses, even.
    const std::string& first = advice.lines.front();
    if (contains(first, "only card that fits")) {
        CHECK(record.alternatives.empty());
        const int before = best.count - pip_value(best.card);
        CHECK(std::count_if(view.hand.begin(), view.hand.end(),
                            [&](Card c) { return before + pip_value(c) <= max_count; }) == 1);
    }
    if (record.alternatives.empty()) {
        const auto said = std::count_if(advice.lines.begin(), advice.lines.end(),
                                        [](auto& l) { return contains(l, "only card that fits"); });
        CHECK_MESSAGE(said == 1, first);
    }
    if (contains(first, "gain most") || contains(first, "gains the most")) {
        CHECK_MESSAGE((best.net && *best.net >= 0.05), first);
    }
    if (contains(first, "lose least") || contains(first, "loses the least")) {
        CHECK_MESSAGE((best.net && *best.net <= -0.05), first);
    }
    if (contains(first, "about even")) {
        CHECK_MESSAGE((best.net && std::abs(*best.net) < 0.05), first);
    }
    CHECK_MESSAGE(!contains(first, "the best to the end of the play"), first);
}

} // namespace

TEST_CASE("every reason of the help and of the expert is true to the record and the position") {
    const auto& views = positions();
    REQUIRE(views.size() > 150);
    int lay_aways = 0;
    int plays = 0;
    for (const SeatView& view : views) {
        const Advice advice = advise(view, 7);
        REQUIRE_FALSE(advice.lines.empty());
        CHECK(code_points(advice.summary) <= 90);
        for (const std::string& line : advice.lines) {
            check_figures(line);
        }
        check_figures(advice.summary);
        // The computer's reasons: at most three lines, the same facts.
        auto expert = make_strategy("expert", 7);
        const Decision decision = expert->decide(view);
        CHECK(decision.reasons.size() <= 3);
        for (const std::string& line : decision.reasons) {
            check_figures(line);
        }
        if (view.phase == Phase::LayAway) {
            ++lay_aways;
            check_keep(view, advice);
        } else if (std::holds_alternative<PlayFacts>(advice.record.facts)) {
            ++plays;
            check_play(view, advice);
            // A card of the play's reasons names no card still held.
            const Card played = std::get<Play>(decision.action).card;
            for (const Card card : view.hand) {
                if (card == played) {
                    continue;
                }
                for (const std::string& line : decision.reasons) {
                    CHECK_MESSAGE(!contains(line, parlor::cards::pretty(card)), line);
                }
            }
        }
    }
    CHECK(lay_aways > 20);
    CHECK(plays > 100);
}

TEST_CASE("the help and the expert say I and you from the seat to move") {
    const auto& views = positions();
    for (std::size_t i = 0; i < views.size(); i += 7) {
        const Advice advice = advise(views[i], 1);
        for (const std::string& line : advice.lines) {
            CHECK_MESSAGE(!contains(line, "computer"), line);
            CHECK_MESSAGE(!contains(line, " I "), line);
        }
        auto expert = make_strategy("expert", 1);
        for (const std::string& line : expert->decide(views[i]).reasons) {
            CHECK_MESSAGE(!contains(line, "the opponent"), line);
        }
    }
}

TEST_CASE("the lay-away record is what cribbage discard ranks: same order, same totals") {
    SeatView view;
    view.seat = Seat::Human;
    view.turn = Seat::Human;
    view.dealer = Seat::Human;
    view.phase = Phase::LayAway;
    view.hand = {Card::of(13, Suit::Spades), Card::of(5, Suit::Spades),
                 Card::of(4, Suit::Hearts),  Card::of(13, Suit::Hearts),
                 Card::of(10, Suit::Clubs),  Card::of(2, Suit::Diamonds)};
    const Advice advice = advise(view, 3);
    const KeepRanking direct = rank_lay_aways(view.hand, true, 3);
    REQUIRE(direct.choices.size() == 15);
    CHECK(std::get<KeepFacts>(advice.record.facts).keep == direct.choices[0].keep);
    for (std::size_t i = 1; i < direct.choices.size(); ++i) {
        const auto& f = std::get<KeepFacts>(advice.record.alternatives[i - 1].facts);
        CHECK(f.keep == direct.choices[i].keep);
        CHECK(f.total == doctest::Approx(direct.choices[i].total()));
    }
}
