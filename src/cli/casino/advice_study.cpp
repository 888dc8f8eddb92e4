// `parlor-cli advice-study casino`: the expert's advice measured over the decisions of
// expert-against-expert self-play (see cli/advice_study.hpp).

#include "cli/casino/advice_study.hpp"

#include "cli/advice_study.hpp"

#include "parlor/cards/match_stats.hpp"
#include "parlor/games/casino/ai.hpp"
#include "parlor/games/casino/move_words.hpp"

#include <memory>

namespace parlor::cli::casino_cli {

namespace {

namespace game = parlor::casino;

constexpr std::uint64_t round_label = 0x20D0;

// The play positions of `games` tournaments between two experts, each as its seat to move saw it.
std::vector<StudyPosition> collect_positions(int games, std::uint64_t seed) {
    std::vector<StudyPosition> positions;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t game_seed = cards::derive_seed(seed, static_cast<std::uint64_t>(g));
        const auto first = game::make_strategy("expert", cards::derive_seed(game_seed, 1));
        const auto second = game::make_strategy("expert", cards::derive_seed(game_seed, 2));
        game::GameState state = game::new_game();
        game::Rng rng(game_seed);
        game::apply(state, game::CallCoin{game::Coin::Heads}, rng);
        while (state.phase != game::Phase::GameOver && state.round <= 20) {
            if (state.phase == game::Phase::RoundOver) {
                rng = game::Rng(cards::derive_seed(
                    game_seed, round_label + static_cast<std::uint64_t>(state.round)));
                game::apply(state, game::NextRound{}, rng);
                continue;
            }
            const game::SeatView view = view_for(state, state.turn);
            StudyPosition position;
            position.phase = "play";
            position.choices = static_cast<int>(game::legal_moves(view).size());
            ask_the_expert<game::advise, game::make_strategy>(
                position, view, [](const game::Action& action) { return game::move_text(action); });
            positions.push_back(std::move(position));
            auto& strategy = state.turn == game::Seat::Human ? *first : *second;
            game::apply(state, strategy.decide(view).action, rng);
        }
    }
    return positions;
}

} // namespace

void add_advice_study_command(Commands& commands) {
    add_advice_study_game(
        commands.advice_study,
        {"casino", "Casino",
         "The expert's Casino advice over the play of expert-against-expert games: how "
         "often ten seeds of its sampling name one move, and how long help and a "
         "decision take.",
         collect_positions},
        commands.io, commands.exit_code);
}

} // namespace parlor::cli::casino_cli
