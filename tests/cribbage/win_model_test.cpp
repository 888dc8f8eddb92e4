#include "parlor/games/cribbage/win_model.hpp"

#include <doctest/doctest.h>

#include <functional>
#include <map>

using namespace parlor::cribbage;

namespace {

// The chance from the rules of the model, written the slow way: a deal is the play, the pone's
// count, the dealer's count, each point of the distributions tried in turn, memoised by the
// scores at the start of the deal.
double by_definition(const WinModel& model, int pone, int dealer,
                     std::map<std::pair<int, int>, double>& memo) {
    if (pone >= 121) {
        return 1;
    }
    if (dealer >= 121) {
        return 0;
    }
    if (const auto found = memo.find({pone, dealer}); found != memo.end()) {
        return found->second;
    }
    double chance = 0;
    const auto& pegging = model.pegging();
    for (std::size_t x = 0; x < pegging.size(); ++x) {
        for (std::size_t y = 0; y < pegging[x].size(); ++y) {
            const double w = pegging[x][y];
            if (w == 0) {
                continue;
            }
            const int p = pone + static_cast<int>(x);
            const int d = dealer + static_cast<int>(y);
            if (p >= 121 || d >= 121) {
                chance += w * (p >= 121 && d >= 121 ? 0.5 : p >= 121 ? 1.0 : 0.0);
                continue;
            }
            for (std::size_t h = 0; h < model.pone_hand().size(); ++h) {
                const int ph = p + static_cast<int>(h);
                if (ph >= 121) {
                    chance += w * model.pone_hand()[h];
                    continue;
                }
                for (std::size_t c = 0; c < model.dealer_show().size(); ++c) {
                    const int dc = d + static_cast<int>(c);
                    const double q = w * model.pone_hand()[h] * model.dealer_show()[c];
                    if (q == 0 || dc >= 121) {
                        continue;
                    }
                    // The next deal: the dealer becomes the pone.
                    chance += q * (1 - by_definition(model, dc, ph, memo));
                }
            }
        }
    }
    memo[{pone, dealer}] = chance;
    return chance;
}

// A small model whose deals are easy to reason about: the play brings 1-3 points a side, a hand
// 0-8, a crib 0-4.
WinModel small_model() {
    std::vector<std::vector<double>> pegging(4, std::vector<double>(4, 0.0));
    pegging[1][2] = 0.3;
    pegging[2][1] = 0.2;
    pegging[3][0] = 0.1;
    pegging[0][3] = 0.15;
    pegging[2][2] = 0.25;
    return WinModel(pegging, {0.1, 0, 0.3, 0, 0.2, 0.1, 0.1, 0, 0.2},
                    {0.05, 0.05, 0.2, 0.2, 0.1, 0.1, 0.1, 0.1, 0.1}, {0.3, 0.1, 0.3, 0.1, 0.2});
}

} // namespace

TEST_CASE("the win model's table is the slow recursion's chance, score pair by score pair") {
    const WinModel model = small_model();
    std::map<std::pair<int, int>, double> memo;
    for (int pone = 0; pone <= 120; pone += 7) {
        for (int dealer = 0; dealer <= 120; dealer += 5) {
            CAPTURE(pone);
            CAPTURE(dealer);
            CHECK(model.pone_wins(pone, dealer) ==
                  doctest::Approx(by_definition(model, pone, dealer, memo)).epsilon(1e-9));
        }
    }
}

TEST_CASE("the win model: certain at 121, symmetric between the seats, monotone in each score") {
    const WinModel& model = WinModel::instance();
    for (int score = 0; score <= 120; ++score) {
        CHECK(model.pone_wins(121, score) == 1.0);
        CHECK(model.pone_wins(score, 121) == 0.0);
        CHECK(model.chance_to_win(Seat::Human, Seat::Computer, {121, score}) == 1.0);
        CHECK(model.chance_to_win(Seat::Human, Seat::Human, {121, score}) == 1.0);
        CHECK(model.chance_to_win(Seat::Computer, Seat::Human, {121, score}) == 0.0);
    }
    int not_monotone = 0;
    int not_symmetric = 0;
    for (int a = 0; a <= 120; ++a) {
        for (int b = 0; b <= 120; ++b) {
            const double p = model.pone_wins(a, b);
            CHECK(p >= 0.0);
            CHECK(p <= 1.0);
            // A point more for the pone never hurts it; a point more for the dealer never helps it.
            not_monotone += a < 120 && model.pone_wins(a + 1, b) < p - 1e-12;
            not_monotone += b < 120 && model.pone_wins(a, b + 1) > p + 1e-12;
            // The seats are names: exchanging them with the scores changes nothing, and the two
            // chances make one.
            for (const Seat dealer : {Seat::Human, Seat::Computer}) {
                const double human = model.chance_to_win(Seat::Human, dealer, {a, b});
                const double computer = model.chance_to_win(Seat::Computer, dealer, {a, b});
                not_symmetric += std::abs(human + computer - 1) > 1e-12;
                not_symmetric += std::abs(human - model.chance_to_win(Seat::Computer, other(dealer),
                                                                      {b, a})) > 1e-12;
            }
        }
    }
    CHECK(not_monotone == 0);
    CHECK(not_symmetric == 0);
    // The dealer of the first deal is ahead (it has the crib and counts first... in the next
    // deal's play); a side at 120 that counts first all but wins.
    CHECK(model.pone_wins(0, 0) > 0.40);
    CHECK(model.pone_wins(0, 0) < 0.50);
    CHECK(model.pone_wins(120, 0) > 0.99);
    CHECK(model.pone_wins(100, 100) < model.pone_wins(110, 100));
}

TEST_CASE("the win model after the play: the pone's count comes before the dealer's") {
    const WinModel& model = WinModel::instance();
    // The pone at 115 with a hand of 6 wins at its count, whatever the dealer holds.
    std::vector<double> six(7, 0.0);
    six[6] = 1;
    std::vector<double> twenty(21, 0.0);
    twenty[20] = 1;
    CHECK(model.pone_wins_after_play(115, 118, six, twenty) == 1.0);
    // With a hand of 5 it falls one short, and the dealer's 20 reaches 121.
    std::vector<double> five(6, 0.0);
    five[5] = 1;
    CHECK(model.pone_wins_after_play(115, 118, five, twenty) == 0.0);
    // The distributions sum to one; the dealer's show is its hand and crib together.
    double sum = 0;
    for (const double p : model.dealer_show()) {
        sum += p;
    }
    CHECK(sum == doctest::Approx(1.0));
    CHECK(convolve(five, six).size() == 12);
    CHECK(convolve(five, six)[11] == 1.0);
}
