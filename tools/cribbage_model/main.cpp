// cribbage-deal-model: deals between two copies of a strategy (the expert by default), counted
// into the tables of src/games/cribbage/deal_model_data.cpp, which it writes:
//
//   cribbage-deal-model --lay-away-deals 200000 --play-deals 6000 --seed 1 > deal_model_data.cpp
//
// Every deal starts at 0-0, so the scores never change a decision. The lay-aways, hands and cribs
// come from many deals (a lay-away decision is fast); the play, which is slower, from fewer.

#include "parlor/games/cribbage/ai.hpp"

#include "cribbage/deal_model_data.hpp"

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

namespace {

using namespace parlor::cribbage;
using detail::DealModelData;

int bucket(int points, int buckets) {
    return points < buckets ? points : buckets - 1;
}

void count_lay_away(DealModelData& data, const LayAway& away, bool dealer) {
    const int low = std::min(away.first.rank, away.second.rank) - 1;
    const int high = std::max(away.first.rank, away.second.rank) - 1;
    auto& table = dealer ? data.dealer_lay_aways : data.pone_lay_aways;
    ++table[static_cast<std::size_t>(low)][static_cast<std::size_t>(high)];
}

// One deal from 0-0; `play` says whether to play it out or stop after the lay-away (then the
// hands and the crib are counted with the starter, without the play).
void one_deal(DealModelData& data, Strategy& a, Strategy& b, Rng& rng, bool play) {
    GameState state = new_game();
    const Seat dealer = rng.below(2) == 0 ? Seat::Human : Seat::Computer;
    deal(state, dealer, rng);
    std::array<int, 2> pegged{};
    while (state.phase == Phase::LayAway || state.phase == Phase::Play) {
        if (state.phase == Phase::Play && !play) {
            break;
        }
        Strategy& mover = state.turn == Seat::Human ? a : b;
        const Action action = mover.decide(view_for(state, state.turn)).action;
        if (const auto* away = std::get_if<LayAway>(&action)) {
            count_lay_away(data, *away, state.turn == dealer);
        }
        const Outcome outcome = apply(state, action, rng);
        if (!outcome.ok) {
            std::cerr << "illegal move: " << outcome.error << "\n";
            std::exit(1);
        }
        for (const Event& event : outcome.events) {
            if (const auto* points = std::get_if<PointsEvent>(&event)) {
                pegged[static_cast<std::size_t>(index(points->seat))] += points->item.points;
            } else if (const auto* played = std::get_if<PlayedEvent>(&event)) {
                for (const ScoreItem& item : played->items) {
                    pegged[static_cast<std::size_t>(index(played->seat))] += item.points;
                }
            }
        }
    }
    const Card starter = *state.starter;
    auto four = [&](Seat seat) {
        std::vector<Card> cards = state.player(seat).hand;
        for (const Card card : state.player(seat).played) {
            cards.push_back(card);
        }
        return cards;
    };
    if (play) {
        const int pone = pegged[static_cast<std::size_t>(index(other(dealer)))];
        const int dealt = pegged[static_cast<std::size_t>(index(dealer))];
        ++data.pegging[static_cast<std::size_t>(bucket(pone, detail::peg_buckets))]
                      [static_cast<std::size_t>(bucket(dealt, detail::peg_buckets))];
        ++data.play_deals;
        return;
    }
    ++data.lay_away_deals;
    ++data.pone_hand[static_cast<std::size_t>(
        hand_value(four(other(dealer)), starter, false).total)];
    ++data.dealer_hand[static_cast<std::size_t>(hand_value(four(dealer), starter, false).total)];
    ++data.crib[static_cast<std::size_t>(hand_value(state.crib(), starter, true).total)];
}

template <std::size_t N> void print_row(const std::array<int, N>& row) {
    std::printf("{");
    for (std::size_t i = 0; i < N; ++i) {
        std::printf("%s%d", i ? ", " : "", row[i]);
    }
    std::printf("}");
}

template <std::size_t N, std::size_t M>
void print_table(const char* name, const std::array<std::array<int, M>, N>& table) {
    std::printf("    data.%s = {{\n", name);
    for (const auto& row : table) {
        std::printf("        ");
        print_row(row);
        std::printf(",\n");
    }
    std::printf("    }};\n");
}

} // namespace

int main(int argc, char** argv) {
    int lay_away_deals = 200000;
    int play_deals = 6000;
    std::uint64_t seed = 1;
    std::string strategy = "expert";
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string arg = argv[i];
        if (arg == "--lay-away-deals") {
            lay_away_deals = std::atoi(argv[i + 1]);
        } else if (arg == "--play-deals") {
            play_deals = std::atoi(argv[i + 1]);
        } else if (arg == "--seed") {
            seed = std::strtoull(argv[i + 1], nullptr, 10);
        } else if (arg == "--strategy") {
            strategy = argv[i + 1];
        } else {
            std::cerr << "usage: cribbage-deal-model [--lay-away-deals N] [--play-deals N] "
                         "[--seed S] [--strategy NAME]\n";
            return 2;
        }
    }
    auto a = make_strategy(strategy, seed);
    auto b = make_strategy(strategy, seed + 1);
    if (!a || !b) {
        std::cerr << "cribbage-deal-model: unknown strategy " << strategy << "\n";
        return 2;
    }
    Rng rng(seed);
    DealModelData data;
    for (int i = 0; i < lay_away_deals; ++i) {
        one_deal(data, *a, *b, rng, false);
    }
    for (int i = 0; i < play_deals; ++i) {
        one_deal(data, *a, *b, rng, true);
    }
    std::printf("// Generated by tools/cribbage_model: cribbage-deal-model --lay-away-deals %d "
                "--play-deals %d --seed %llu --strategy %s\n// Do not edit; run it again.\n\n",
                lay_away_deals, play_deals, static_cast<unsigned long long>(seed),
                strategy.c_str());
    std::printf("#include \"deal_model_data.hpp\"\n\nnamespace parlor::cribbage::detail {\n\n");
    std::printf("const DealModelData deal_model_data = [] {\n    DealModelData data;\n");
    std::printf("    data.lay_away_deals = %d;\n    data.play_deals = %d;\n", data.lay_away_deals,
                data.play_deals);
    print_table("pegging", data.pegging);
    for (const auto& [name, row] :
         {std::pair{"pone_hand", data.pone_hand}, std::pair{"dealer_hand", data.dealer_hand},
          std::pair{"crib", data.crib}}) {
        std::printf("    data.%s = ", name);
        print_row(row);
        std::printf(";\n");
    }
    print_table("pone_lay_aways", data.pone_lay_aways);
    print_table("dealer_lay_aways", data.dealer_lay_aways);
    std::printf("    return data;\n}();\n\n} // namespace parlor::cribbage::detail\n");
    return 0;
}
