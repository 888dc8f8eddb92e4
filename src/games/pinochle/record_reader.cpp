// Pinochle's record read back (every field checked) and replayed through the rules.

#include "parlor/games/pinochle/recorded_game.hpp"
#include "parlor/games/pinochle/save.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/recorded_games.hpp"
#include "parlor/record/two_seat_record.hpp"

namespace parlor::pinochle {

namespace {

using record::LineFields;
using record::RecordLine;

// Far beyond any game's points: a bound for the reader, not a rule.
constexpr int most_points = 10'000'000;
constexpr int most_rounds = 100'000;
// A holding has at most 32 current melds (Holding::cards' bits).
constexpr int most_melds = 31;

constexpr auto pinochle_card = record::card_in<parse>;
constexpr auto pinochle_cards = record::cards_in<parse>;

MeldKind meld_kind_of(LineFields& fields) {
    const std::string name = fields.text("meld");
    for (int kind = 0; kind < meld_kind_count; ++kind) {
        if (meld_name(static_cast<MeldKind>(kind)) == name) {
            return static_cast<MeldKind>(kind);
        }
    }
    fields.fail("\"meld\" is \"" + name + "\", not a kind of meld");
}

RecordedGame game_start(const RecordLine& line) {
    return record::two_seat_start<RecordedGame, read_save, write_save>(
        line, record_game_id, "Pinochle", [](LineFields& fields, RecordedGame& game) {
            game.deck = pinochle_cards(fields, "deck");
            if (fields.has("target")) {
                game.target = fields.integer("target", lowest_target, highest_target);
            }
        });
}

RecordedStep game_step(const RecordLine& line) {
    LineFields fields(line);
    RecordedStep step;
    step.line = line.number;
    step.seat = static_cast<Seat>(fields.integer("seat", 0, 1));
    if (line.event == "toss") {
        step.action = CallToss{record::heads_in(fields, "call")};
        step.chance.heads = record::heads_in(fields, "coin");
    } else if (line.event == "play") {
        Play play{pinochle_card(fields, "card", fields.text("card"))};
        if (fields.has("meld")) {
            play.from_meld = static_cast<std::size_t>(fields.integer("meld", 0, most_melds));
        }
        step.action = play;
    } else if (line.event == "meld") {
        const MeldKind kind = meld_kind_of(fields);
        step.action = Declare{Meld{kind, pinochle_cards(fields, "cards")}};
    } else if (line.event == "no meld") {
        step.action = DeclineMeld{};
    } else if (line.event == "another round") {
        step.action = AnotherRound{};
        step.chance.deck = pinochle_cards(fields, "deck");
    } else {
        step.action = EndGame{};
    }
    fields.finish();
    return step;
}

RecordedScores stated_scores(const RecordedGame&, const RecordLine& line) {
    return record::round_scores_of<RecordedScores>(line, most_rounds, most_points, "numbers");
}

// Why the replayed state disagrees with the scores the record states; empty when it agrees.
std::string disagreement(const GameState& state, const RecordedScores& stated) {
    if (stated.end && state.phase != Phase::GameOver) {
        return "the record ends the game, but in the replay it goes on";
    }
    // A game to a target is over with the round that reaches it.
    const bool round_over = state.phase == Phase::RoundOver ||
                            (state.phase == Phase::GameOver && target_reached(state));
    if (!stated.end && (!round_over || state.round != stated.round)) {
        return "the record ends round " + std::to_string(stated.round) +
               ", but in the replay it is round " + std::to_string(state.round) +
               (state.phase == Phase::RoundOver ? ", over" : ", not yet over");
    }
    return record::figures_disagreement(stated, round_result(state).round_scores, "the scores",
                                        scores(state), leading_seat(state));
}

} // namespace

std::string each_recorded_game(std::string_view text, std::string_view file,
                               const record::TakeGame<RecordedGame>& take) {
    return record::each_game_of_steps_and_scores<RecordedGame>(
        text, file, "Pinochle", game_start,
        {"toss", "play", "meld", "no meld", "another round", "end game"}, game_step,
        {"round over", "end"}, stated_scores, take);
}

RecordedGames read_recorded_games(std::string_view text, std::string_view file) {
    return record::read_all_games<RecordedGame, each_recorded_game>(text, file);
}

std::string replay(const RecordedGame& game, std::string_view file, GameState& state,
                   const ReplayVisit& visit) {
    const auto deal = [&game](const std::vector<Card>& deck) {
        GameState dealt = new_game(deck);
        dealt.target = game.target;
        return dealt;
    };
    const auto over = [](const GameState& s) { return s.phase == Phase::GameOver; };
    return record::replay_dealt(game, file, state, why_not_deck, deal, over, disagreement, visit);
}

} // namespace parlor::pinochle
