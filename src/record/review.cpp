// The review's shared words and JSON: a game supplies the items, judged from the seat's view.

#include "parlor/record/review.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <map>

namespace parlor::record {

namespace {

std::string count_of(int n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

} // namespace

namespace {

// A sampled cost within three standard errors of the lead is within the sampling's reach (the
// experts call a lead clear beyond two): a close call, never a mistake.
constexpr double mistake_spreads = 3;
// Only a cost within six standard errors can change with the sampling.
constexpr double recheck_spreads = 6;
constexpr std::uint64_t more_samplings = 16;

} // namespace

bool is_close_call(const Noise& noise, const std::function<bool(std::uint64_t k)>& chosen_by) {
    if (noise.within_noise || noise.cost < least_shown_cost) {
        return true;
    }
    if (noise.exact || noise.cost > recheck_spreads * noise.spread) {
        return false; // every case was counted, or no sampling moves a lead that large
    }
    if (noise.cost <= mistake_spreads * noise.spread) {
        return true;
    }
    for (std::uint64_t k = 1; k <= more_samplings; ++k) {
        if (chosen_by(k)) {
            return true;
        }
    }
    return false;
}

void add_decision(Review& review, int round, int line, std::optional<ReviewItem> item) {
    ++review.decisions;
    review.decision_rounds.push_back(round);
    if (item) {
        item->line = line;
        item->round = round;
        item->decision = review.decisions;
        review.items.push_back(std::move(*item));
    }
}

double normal_win_chance(double lead, double round_spread, double rounds_left) {
    if (rounds_left <= 0 || round_spread <= 0) {
        return lead > 0 ? 100 : lead < 0 ? 0 : 50;
    }
    const double z = lead / (round_spread * std::sqrt(rounds_left));
    return 50 * std::erfc(-z / std::sqrt(2.0));
}

RoundLuck round_luck(const Review& review, int round, double result, const std::string& unit) {
    RoundLuck luck;
    luck.round = round;
    luck.result = result;
    luck.unit = unit;
    for (const ReviewItem& item : review.items) {
        if (item.round == round && !item.close_call) {
            luck.skill -= item.unit == unit ? item.cost : item.points_cost;
        }
    }
    luck.luck = result - luck.skill;
    return luck;
}

Review of_round(const Review& review, int round) {
    Review part;
    part.round_word = review.round_word;
    for (const RoundLuck& luck : review.rounds) {
        if (luck.round == round) {
            part.rounds.push_back(luck);
        }
    }
    for (const int r : review.decision_rounds) {
        if (r == round) {
            ++part.decisions;
            part.decision_rounds.push_back(r);
        }
    }
    for (const ReviewItem& item : review.items) {
        if (item.round == round) {
            part.items.push_back(item);
        }
    }
    return part;
}

std::string cost_words(double cost, const std::string& unit) {
    char text[64];
    std::snprintf(text, sizeof text, "%.1f", cost);
    return std::string(text) + (unit == points_unit ? " " : "") + unit;
}

void sort_items(Review& review) {
    std::stable_sort(review.items.begin(), review.items.end(),
                     [](const ReviewItem& a, const ReviewItem& b) {
                         if (a.close_call != b.close_call) {
                             return !a.close_call;
                         }
                         if (a.close_call) {
                             return a.line < b.line;
                         }
                         if (a.unit != b.unit) {
                             return a.unit == points_unit;
                         }
                         return a.cost > b.cost;
                     });
}

std::string summary(const Review& review) {
    std::map<std::string, double> cost_by_unit;
    int mistakes = 0;
    int close_calls = 0;
    const ReviewItem* biggest = nullptr;
    for (const ReviewItem& item : review.items) {
        if (item.close_call) {
            ++close_calls;
            continue;
        }
        ++mistakes;
        cost_by_unit[item.unit] += item.cost;
        if (biggest == nullptr) {
            biggest = &item; // the items are sorted: the first mistake is the biggest
        }
    }
    const std::string close = close_calls == 0
                                  ? std::string()
                                  : " (" + count_of(close_calls, "close call", "close calls") +
                                        ", within the expert's noise, cost nothing)";
    if (mistakes == 0) {
        return "None of your " + count_of(review.decisions, "decision", "decisions") +
               " cost you anything the expert could measure" + close + ".";
    }
    const std::string where =
        review.round_word == whole_game
            ? std::string()
            : ", in " + review.round_word + " " + std::to_string(biggest->round) + ",";
    std::string costs;
    for (const char* unit : {points_unit, chance_unit}) {
        if (const auto found = cost_by_unit.find(unit); found != cost_by_unit.end()) {
            costs += (costs.empty() ? "" : " and ") + cost_words(found->second, unit);
        }
    }
    return std::to_string(mistakes) + " of your " +
           count_of(review.decisions, "decision", "decisions") + " cost you about " + costs +
           close + "; the biggest" + where + " cost " + cost_words(biggest->cost, biggest->unit) +
           ": you chose to " + biggest->played + "; the expert would " + biggest->expert + ".";
}

namespace {

// A figure as the review shows it, to a tenth, signed: "+6.0", "-2.0".
std::string signed_tenths(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%+.1f", std::abs(value) < 0.05 ? 0.0 : value);
    return text;
}

} // namespace

std::string luck_line(const Review& review, const RoundLuck& luck) {
    std::string place = review.round_word == whole_game ? "The game" : review.round_word;
    if (review.round_word != whole_game) {
        place[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(place[0])));
        place += " " + std::to_string(luck.round);
    }
    const std::string even =
        review.round_word == whole_game ? "an even share" : "an even " + review.round_word;
    return place + ": " + signed_tenths(luck.result) + " " + luck.unit + " against " + even + ": " +
           signed_tenths(luck.luck) + " from the cards, " + signed_tenths(luck.skill) +
           " from your decisions.";
}

nlohmann::ordered_json review_json(const Review& review) {
    nlohmann::ordered_json items = nlohmann::ordered_json::array();
    for (const ReviewItem& item : review.items) {
        items.push_back({{"round", item.round},
                         {"decision", item.decision},
                         {"played", item.played},
                         {"expert", item.expert},
                         {"cost", item.cost},
                         {"unit", item.unit},
                         {"win_cost", item.win_cost},
                         {"reason", item.reason},
                         {"close_call", item.close_call},
                         {"line", item.line}});
    }
    nlohmann::ordered_json rounds = nlohmann::ordered_json::array();
    for (const RoundLuck& luck : review.rounds) {
        rounds.push_back({{"round", luck.round},
                          {"result", luck.result},
                          {"luck", luck.luck},
                          {"skill", luck.skill},
                          {"unit", luck.unit}});
    }
    return {{"items", items}, {"rounds", rounds}};
}

std::string decision_place(const Review& review, const ReviewItem& item) {
    const std::string decision = "decision " + std::to_string(item.decision);
    if (review.round_word == whole_game) {
        return decision;
    }
    return review.round_word + " " + std::to_string(item.round) + ", " + decision;
}

namespace {

// ", 2.3% of your chance to win" beside a cost in points; nothing when the cost is a chance.
std::string win_words(const ReviewItem& item) {
    if (item.unit == chance_unit || item.close_call) {
        return "";
    }
    char text[64];
    std::snprintf(text, sizeof text, " (%.1f%% of your chance to win)", item.win_cost);
    return text;
}

} // namespace

std::string review_text(const Review& review) {
    std::string text = summary(review) + "\n";
    if (!review.rounds.empty()) {
        text += "\n";
    }
    for (const RoundLuck& luck : review.rounds) {
        text += luck_line(review, luck) + "\n";
    }
    for (const ReviewItem& item : review.items) {
        text += "\n" + decision_place(review, item) + " (line " + std::to_string(item.line) +
                "): " + (item.close_call ? "a close call, " : "cost ") +
                cost_words(item.cost, item.unit) + win_words(item) + "\n  you chose to " +
                item.played + "\n  the expert would " + item.expert + "\n  " + item.reason + "\n";
    }
    return text;
}

} // namespace parlor::record
