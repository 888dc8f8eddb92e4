// The three strategies at a table of three or four: random, greedy (points now) and the expert
// (expected hand and crib for the lay-away, the play sampled to its end for every card).

#include "parlor/games/cribbage/table_ai.hpp"

#include "parlor/cards/deck.hpp"
#include "parlor/games/cribbage/ai.hpp"
#include "parlor/games/cribbage/table_pegging.hpp"

#include <algorithm>
#include <cstdio>

namespace parlor::cribbage {

namespace {

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

int points_if_laid(const std::vector<Card>& pile, Card card) {
    std::vector<Card> after = pile;
    after.push_back(card);
    return pegging_points(after);
}

std::vector<Card> fitting(const TableView& view) {
    std::vector<Card> cards;
    for (const TableAction& action : legal_actions(view)) {
        if (const auto* play = std::get_if<Play>(&action)) {
            cards.push_back(play->card);
        }
    }
    return cards;
}

TableDecision routine(const TableView& /*view*/) {
    return {NextDeal{}, {"I dealt the next hand."}};
}

class RandomTable final : public TableStrategy {
  public:
    explicit RandomTable(std::uint64_t seed) : rng_(seed) {}
    std::string name() const override { return "random"; }
    TableDecision decide(const TableView& view) override {
        const auto actions = legal_actions(view);
        if (actions.empty() || view.phase == Phase::DealOver) {
            return routine(view);
        }
        const TableAction action = actions[rng_.below(actions.size())];
        return {action, {"I chose at random: " + describe_table(action) + "."}};
    }

  private:
    Rng rng_;
};

class GreedyTable final : public TableStrategy {
  public:
    std::string name() const override { return "greedy"; }
    TableDecision decide(const TableView& view) override {
        if (view.phase == Phase::LayAway) {
            int best = -1;
            Card choice{};
            for (const Card away : view.hand) {
                std::vector<Card> keep;
                std::copy_if(view.hand.begin(), view.hand.end(), std::back_inserter(keep),
                             [away](Card card) { return card != away; });
                if (const int points = cards_value(keep).total; points > best) {
                    best = points;
                    choice = away;
                }
            }
            return {Discard{choice},
                    {"I kept the four worth the most now: " + std::to_string(best) + "."}};
        }
        if (view.phase == Phase::Play) {
            int best = -1;
            Card choice{};
            for (const Card card : fitting(view)) {
                if (const int points = points_if_laid(view.pile, card); points > best) {
                    best = points;
                    choice = card;
                }
            }
            return {Play{choice},
                    {"I played the " + cards::pretty(choice) + ", for " + std::to_string(best) +
                     " now, the most I could score."}};
        }
        return routine(view);
    }
};

class ExpertTable final : public TableStrategy {
  public:
    explicit ExpertTable(std::uint64_t seed) : seed_(seed) {}
    std::string name() const override { return "expert"; }
    TableDecision decide(const TableView& view) override {
        if (view.phase == Phase::LayAway) {
            const auto ranked = rank_table_discards(view);
            const TableDiscardChoice& best = ranked.front();
            // The card laid away stays hidden until the crib is shown: the words do not name it.
            return {Discard{best.card},
                    {"I kept the four with the best expected hand (" + number(best.hand) +
                     ") for the crib I feed (" + number(best.crib) + ", " +
                     (view.my_side(view.dealer) ? "ours" : "theirs") + ")."}};
        }
        if (view.phase == Phase::Play) {
            const auto ranked =
                rank_table_plays(view, seed_ ^ (++decisions_ * 0x9E3779B97F4A7C15ULL));
            const TablePlayChoice& best = ranked.front();
            return {Play{best.card},
                    {"I played the " + cards::pretty(best.card) + " for " +
                     std::to_string(best.points_now) + " now; played out to the end of the play " +
                     "it is worth " + number(best.net) + " to " + (view.partners ? "us" : "me") +
                     " against the others."}};
        }
        return routine(view);
    }

  private:
    std::uint64_t seed_;
    std::uint64_t decisions_ = 0;
};

// Adds up the weighted points of a play played out.
class WeightedPoints final : public PlayListener {
  public:
    explicit WeightedPoints(const TableView& view) : view_(view) {}
    void laid(int seat, Card, std::span<const Card>, int points) override {
        total += points * point_weight(view_, seat);
    }
    void said_go(int) override {}
    void last_card(int seat) override { total += point_weight(view_, seat); }
    void count_restarted(int) override {}
    double total = 0;

  private:
    const TableView& view_;
};

// Every seat lays the card that scores most now; on equal points the one that leaves the count
// off 5 and 21 (where a ten makes 15 or 31), then the highest.
Card rollout_card(const TablePegging& play) {
    const auto& hand = play.hands[static_cast<std::size_t>(play.turn)];
    Card best{};
    double best_value = -1e9;
    for (const Card card : hand) {
        if (play.count + pip_value(card) > max_count) {
            continue;
        }
        std::vector<Card> pile = play.pile;
        pile.push_back(card);
        const int after = play.count + pip_value(card);
        const double value = pegging_points(pile) - ((after == 5 || after == 21) ? 0.5 : 0.0) +
                             pip_value(card) * 0.01;
        if (value > best_value) {
            best_value = value;
            best = card;
        }
    }
    return best;
}

// Deals the unseen cards to the other seats: those that have said go in this count first, from
// the cards that do not fit.
bool sample_hands(const TableView& view, std::vector<Card> unseen, Rng& rng,
                  std::vector<std::vector<Card>>& hands) {
    rng.shuffle(unseen);
    hands.assign(static_cast<std::size_t>(view.seats), {});
    hands[static_cast<std::size_t>(view.seat)] = view.hand;
    for (const bool said_go : {true, false}) {
        for (int seat = 0; seat < view.seats; ++seat) {
            const auto s = static_cast<std::size_t>(seat);
            if (seat == view.seat || view.go[s] != said_go) {
                continue;
            }
            for (int i = 0; i < view.hand_sizes[s]; ++i) {
                const auto it = std::find_if(unseen.begin(), unseen.end(), [&](Card card) {
                    return !said_go || view.count + pip_value(card) > max_count;
                });
                if (it == unseen.end()) {
                    return false;
                }
                hands[s].push_back(*it);
                unseen.erase(it);
            }
        }
    }
    return true;
}

} // namespace

double point_weight(const TableView& view, int seat) {
    if (view.my_side(seat)) {
        return 1.0;
    }
    return view.partners ? -1.0 : -1.0 / (view.seats - 1);
}

std::vector<Card> unseen_cards(const TableView& view) {
    std::vector<Card> seen = view.hand;
    seen.insert(seen.end(), view.laid_away.begin(), view.laid_away.end());
    for (const auto& cards : view.played) {
        seen.insert(seen.end(), cards.begin(), cards.end());
    }
    if (view.starter) {
        seen.push_back(*view.starter);
    }
    for (const TableShow& show : view.shows) {
        seen.insert(seen.end(), show.cards.begin(), show.cards.end());
    }
    std::vector<Card> unseen;
    for (const Card card : full_deck()) {
        if (std::find(seen.begin(), seen.end(), card) == seen.end()) {
            unseen.push_back(card);
        }
    }
    return unseen;
}

std::vector<TableDiscardChoice> rank_table_discards(const TableView& view) {
    std::vector<TableDiscardChoice> choices;
    const double weight = point_weight(view, view.dealer);
    for (const KeepChoice& keep : rank_keeps(view.hand, CribOwner::Mine)) {
        TableDiscardChoice choice;
        choice.card = keep.lay_away.front();
        choice.hand = keep.hand;
        choice.crib = keep.crib;
        choice.net = keep.hand + weight * keep.crib;
        choices.push_back(choice);
    }
    std::stable_sort(choices.begin(), choices.end(),
                     [](const auto& a, const auto& b) { return a.net > b.net; });
    return choices;
}

std::vector<TablePlayChoice> rank_table_plays(const TableView& view, std::uint64_t seed,
                                              int samples) {
    std::vector<TablePlayChoice> choices;
    for (const Card card : fitting(view)) {
        choices.push_back({card, points_if_laid(view.pile, card), 0.0});
    }
    if (choices.size() > 1) {
        Rng rng(seed);
        const std::vector<Card> unseen = unseen_cards(view);
        int drawn = 0;
        std::vector<std::vector<Card>> hands;
        for (int tries = 0; drawn < samples && tries < samples * 4; ++tries) {
            if (!sample_hands(view, unseen, rng, hands)) {
                continue;
            }
            ++drawn;
            for (TablePlayChoice& choice : choices) {
                TablePegging play = start_table_pegging(hands, view.seat);
                play.pile = view.pile;
                play.count = view.count;
                play.last = view.last;
                play.go = view.go;
                WeightedPoints points(view);
                lay_table_card(play, choice.card, points);
                while (!play.over) {
                    lay_table_card(play, rollout_card(play), points);
                }
                choice.net += points.total;
            }
        }
        for (TablePlayChoice& choice : choices) {
            choice.net /= std::max(1, drawn);
        }
    } else if (choices.size() == 1) {
        choices.front().net = choices.front().points_now;
    }
    std::stable_sort(choices.begin(), choices.end(),
                     [](const auto& a, const auto& b) { return a.net > b.net; });
    return choices;
}

std::unique_ptr<TableStrategy> make_table_strategy(std::string_view name, std::uint64_t seed) {
    if (name == "random") {
        return std::make_unique<RandomTable>(seed);
    }
    if (name == "greedy") {
        return std::make_unique<GreedyTable>();
    }
    if (name == "expert") {
        return std::make_unique<ExpertTable>(seed);
    }
    return nullptr;
}

std::vector<std::string> table_strategy_names() {
    return {"random", "greedy", "expert"};
}

} // namespace parlor::cribbage
