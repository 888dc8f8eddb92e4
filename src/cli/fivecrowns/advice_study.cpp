// `parlor-cli advice-study fivecrowns`: the expert's advice measured over whole games of expert
// self-play, every draw and discard of all 11 rounds, so the 13-card hands of the last rounds
// are measured as well as the 3-card hands of the first. The phase of each position names its
// round's hand size ("draw, 13 cards"), so the report breaks the figures down by it.

#include "cli/fivecrowns/advice_study.hpp"

#include "cli/advice_study.hpp"
#include "cli/commands.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/games/fivecrowns/ai.hpp"
#include "parlor/games/fivecrowns/move_words.hpp"

#include <algorithm>
#include <array>
#include <memory>

namespace parlor::cli::fc {

namespace {

namespace game = parlor::fivecrowns;

// The round's hand size, in steps of four rounds, keeps the breakdown short.
std::string phase_of(const game::SeatView& view) {
    const int dealt = view.round + 2;
    const std::string band = dealt <= 6 ? "3-6 cards" : dealt <= 10 ? "7-10 cards" : "11-13 cards";
    return std::string(view.phase == game::Phase::Draw ? "draw" : "discard") + ", " + band;
}

int choices_of(const game::SeatView& view) {
    if (view.phase == game::Phase::Discard) {
        std::vector<game::Card> distinct = view.hand;
        std::sort(distinct.begin(), distinct.end());
        return static_cast<int>(std::unique(distinct.begin(), distinct.end()) - distinct.begin());
    }
    return view.discard_top() ? 2 : 1;
}

StudyPosition position_of(const game::SeatView& view) {
    StudyPosition position;
    position.phase = phase_of(view);
    position.choices = choices_of(view);
    ask_the_expert<game::advise, game::make_strategy>(
        position, view, [](const game::Action& action) { return game::move_text(action); });
    return position;
}

std::vector<StudyPosition> collect_positions(int games, std::uint64_t seed) {
    std::vector<StudyPosition> positions;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t deal_seed = cards::derive_seed(seed, static_cast<std::uint64_t>(g));
        std::array<std::unique_ptr<game::Strategy>, 2> experts{
            game::make_strategy("expert", cards::derive_seed(deal_seed, 1)),
            game::make_strategy("expert", cards::derive_seed(deal_seed, 2))};
        game::Rng rng(deal_seed);
        game::GameState state = game::new_game(rng);
        if (!game::apply(state, game::CallToss{rng.coin()}, rng)) {
            break;
        }
        // A cap on the turns of a round, as in simulate: sensible play never reaches it.
        for (int actions = 0; state.phase != game::Phase::GameOver && actions < 20000; ++actions) {
            if (state.phase == game::Phase::RoundOver) {
                if (!game::apply(state, game::NextRound{}, rng)) {
                    break;
                }
                continue;
            }
            const game::SeatView view = game::view_for(state, state.turn);
            positions.push_back(position_of(view));
            const auto decision =
                experts[static_cast<std::size_t>(index(state.turn))]->decide(view);
            if (!game::apply(state, decision.action, rng)) {
                break; // never: the expert plays by the rules (the tests see to it)
            }
        }
    }
    return positions;
}

} // namespace

void add_advice_study_command(Commands& commands) {
    add_advice_study_game(
        commands.advice_study,
        {"fivecrowns", "Five Crowns",
         "The expert's advice over whole games of expert self-play (all 11 rounds, "
         "3 to 13 cards): stability over advice seeds, help and decision latency.",
         collect_positions},
        commands.io, commands.exit_code);
}

} // namespace parlor::cli::fc
