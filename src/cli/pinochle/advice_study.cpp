// `parlor-cli advice-study pinochle`: the decisions of expert self-play rounds (leads, chases and
// melds), each advised and decided under several seeds of the expert's own sampling.

#include "cli/pinochle/advice_study.hpp"

#include "cli/advice_study.hpp"

#include "parlor/games/pinochle/ai.hpp"
#include "parlor/games/pinochle/move_words.hpp"

#include <memory>

namespace parlor::cli::pinochle_cli {

namespace game = parlor::pinochle;

namespace {

std::string phase_name(game::Phase phase) {
    switch (phase) {
    case game::Phase::Lead:
        return "lead";
    case game::Phase::Follow:
        return "chase";
    default:
        return "meld";
    }
}

bool is_decision(const game::GameState& state) {
    return state.phase == game::Phase::Lead || state.phase == game::Phase::Follow ||
           state.phase == game::Phase::Meld;
}

StudyPosition study_position(const game::GameState& state) {
    const auto shared = std::make_shared<const game::GameState>(state);
    StudyPosition position;
    position.phase = phase_name(state.phase);
    position.choices = static_cast<int>(game::legal_actions(state).size());
    ask_the_expert<game::advise, game::make_strategy>(
        position, game::view_for(state, state.turn),
        [shared](const game::Action& action) { return game::move_text(action, *shared); });
    return position;
}

// One round per game, both seats played by the expert (seeded apart), as `simulate` plays it.
std::vector<StudyPosition> collect(int games, std::uint64_t seed) {
    std::vector<StudyPosition> positions;
    for (int g = 0; g < games; ++g) {
        game::Rng rng(seed + static_cast<std::uint64_t>(g));
        game::GameState state = game::new_game(rng);
        const auto human = game::make_strategy("expert", rng.fork_seed());
        const auto computer = game::make_strategy("expert", rng.fork_seed());
        while (state.phase != game::Phase::RoundOver && state.phase != game::Phase::GameOver) {
            if (is_decision(state)) {
                positions.push_back(study_position(state));
            }
            auto& player = state.turn == game::Seat::Human ? *human : *computer;
            const auto decision = player.decide(game::view_for(state, state.turn));
            game::apply(state, decision.action, rng);
        }
    }
    return positions;
}

} // namespace

void add_advice_study_command(Commands& commands) {
    add_advice_study_game(
        commands.advice_study,
        {"pinochle", "Pinochle",
         "The expert's advice over the leads, chases and melds of expert self-play "
         "rounds: its stability over seeds and its latency.",
         collect},
        commands.io, commands.exit_code);
}

} // namespace parlor::cli::pinochle_cli
