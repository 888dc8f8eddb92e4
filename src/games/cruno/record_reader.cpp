// Cruno's record read back (every field checked) and replayed through the rules.

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/listed.hpp"
#include "parlor/games/cruno/match.hpp"
#include "parlor/games/cruno/recorded_game.hpp"
#include "parlor/games/cruno/save.hpp"
#include "parlor/record/position.hpp"
#include "parlor/record/recorded_games.hpp"
#include "parlor/record/two_seat_record.hpp"

#include <algorithm>

namespace parlor::cruno {

namespace {

using record::LineFields;
using record::RecordError;
using record::RecordLine;

// Far beyond any hand's penalty (a hand holds fewer than the 152 cards of two decks, 20 at most
// each): a bound for the reader, not a rule.
constexpr int most_penalty = 100'000;

constexpr auto cruno_card = record::card_in<parse>;
constexpr auto cruno_cards = record::cards_in<parse>;

Suit suit_in(LineFields& fields) {
    const std::string text = fields.text("suit");
    const std::optional<Suit> suit = text.size() == 1 ? parse_suit(text) : std::nullopt;
    if (!suit) {
        fields.fail("\"suit\" is \"" + text + "\", not a suit C D H S");
    }
    return *suit;
}

Rules rules_in(LineFields& fields) {
    Rules rules;
    for (const std::string& name : fields.texts("rules")) {
        bool* option = name == "draw_two_skips"           ? &rules.draw_two_skips
                       : name == "reverse_skips_with_two" ? &rules.reverse_skips_with_two
                                                          : nullptr;
        if (option == nullptr) {
            fields.fail("\"rules\" holds \"" + name +
                        "\", not a rule option (draw_two_skips, reverse_skips_with_two)");
        }
        if (*option) {
            fields.fail("\"rules\" names \"" + name + "\" twice");
        }
        *option = true;
    }
    return rules;
}

RecordedGame game_start(const RecordLine& line) {
    LineFields fields(line);
    RecordedGame game = record::started_game<RecordedGame>(fields, line, record_game_id, "Cruno");
    game.seats = fields.texts("seats");
    const int seats = static_cast<int>(game.seats.size());
    if (seats < min_players || seats > max_players) {
        fields.fail("\"seats\" names " + std::to_string(seats) + " players; Cruno is for 2 to 10");
    }
    if (fields.has(record::position_key)) {
        // A game resumed from a save: the save holds the table, its rules and who plays each seat.
        game.position = record::position_in<read_save, write_save>(fields, "Cruno");
        for (int seat = 0; seat < std::max(seats, game.position->player_count()); ++seat) {
            const std::string named =
                seat < seats ? cards::shown(game.seats[static_cast<std::size_t>(seat)]) : "nobody";
            const std::string plays =
                seat < game.position->player_count() ? game.position->player(seat).plays : "nobody";
            if (named != plays) {
                fields.fail("\"seats\" names " + named + " in seat " + std::to_string(seat) +
                            ", but in the position " + plays + " plays it");
            }
        }
    } else {
        game.rules = rules_in(fields);
        game.deal.dealer = fields.integer("dealer", 0, seats - 1);
        game.deal.deck = cruno_cards(fields, "deck");
    }
    fields.finish();
    return game;
}

RecordedStep game_step(const RecordLine& line, int seats) {
    LineFields fields(line);
    RecordedStep step;
    step.line = line.number;
    step.seat = fields.integer("seat", 0, seats - 1);
    if (line.event == "play") {
        Play play{cruno_card(fields, "card", fields.text("card")), std::nullopt};
        if (fields.has("suit")) {
            play.suit = suit_in(fields);
        }
        step.action = play;
    } else if (line.event == "convert") {
        const Card card = cruno_card(fields, "card", fields.text("card"));
        step.action = Convert{card, suit_in(fields)};
    } else {
        step.action = Draw{};
        if (fields.has("stock")) {
            step.chance.stock = cruno_cards(fields, "stock");
        }
    }
    fields.finish();
    return step;
}

RecordedEnd stated_end(const RecordLine& line, int seats) {
    LineFields fields(line);
    RecordedEnd end;
    end.line = line.number;
    end.winners = fields.integers("winners", 0, seats - 1);
    if (end.winners.empty()) {
        fields.fail("\"winners\" names nobody (a game over has one winner or more)");
    }
    const std::string reason = fields.text("reason");
    if (reason != "empty hand" && reason != "stock out") {
        fields.fail("\"reason\" is \"" + reason + "\", not \"empty hand\" or \"stock out\"");
    }
    end.reason = reason == "stock out" ? EndReason::StockOut : EndReason::EmptyHand;
    end.penalties = fields.integers("penalties", 0, most_penalty);
    if (static_cast<int>(end.penalties.size()) != seats) {
        fields.fail("\"penalties\" holds " + std::to_string(end.penalties.size()) +
                    " numbers, not one for each of the " + std::to_string(seats) + " seats");
    }
    fields.finish();
    return end;
}

// "seat 1", "seats 0 and 2", "seats 0, 1 and 3".
std::string seats_text(const std::vector<int>& seats) {
    std::vector<std::string> numbers;
    for (const int seat : seats) {
        numbers.push_back(std::to_string(seat));
    }
    return (seats.size() == 1 ? "seat " : "seats ") + cards::listed(numbers);
}

std::string numbers_text(const std::vector<int>& values) {
    std::string text;
    for (std::size_t i = 0; i < values.size(); ++i) {
        text += (i == 0 ? "" : ", ") + std::to_string(values[i]);
    }
    return text;
}

std::string reason_text(EndReason reason) {
    return reason == EndReason::StockOut ? "the stock ran out" : "a hand was emptied";
}

// Why the replayed state disagrees with the end the record states; empty when it agrees.
std::string disagreement(const GameState& state, const RecordedEnd& stated) {
    if (state.phase != Phase::GameOver) {
        return "the record ends the game, but in the replay it goes on, seat " +
               std::to_string(state.turn) + " to act";
    }
    if (stated.reason != state.end_reason) {
        return "the record says " + reason_text(stated.reason) + ", but in the replay " +
               reason_text(state.end_reason);
    }
    if (stated.winners != state.winners) {
        return "the record names " + seats_text(stated.winners) + " the winner" +
               (stated.winners.size() == 1 ? "" : "s") + ", but in the replay " +
               seats_text(state.winners) + (state.winners.size() == 1 ? " won" : " shared the win");
    }
    if (stated.penalties != state.penalties) {
        return "the record gives the penalties " + numbers_text(stated.penalties) +
               ", but the replay has " + numbers_text(state.penalties);
    }
    return {};
}

} // namespace

std::string each_recorded_game(std::string_view text, std::string_view file,
                               const record::TakeGame<RecordedGame>& take) {
    return record::each_game<RecordedGame>(
        text, file, "Cruno", game_start,
        [](RecordedGame& game, const RecordLine& line) {
            const int seats = static_cast<int>(game.seats.size());
            if (line.event == "play" || line.event == "convert" || line.event == "draw") {
                game.steps.push_back(game_step(line, seats));
            } else if (line.event == "end") {
                if (!game.ends.empty()) {
                    throw RecordError(line.number,
                                      "a second \"end\" of game " + std::to_string(game.number));
                }
                game.ends.push_back(stated_end(line, seats));
            } else {
                return false;
            }
            return true;
        },
        take);
}

RecordedGames read_recorded_games(std::string_view text, std::string_view file) {
    return record::read_all_games<RecordedGame, each_recorded_game>(text, file);
}

std::string replay(const RecordedGame& game, std::string_view file, GameState& state,
                   const ReplayVisit& visit) {
    state = GameState{};
    if (game.position) {
        state = *game.position;
    } else {
        const int seats = static_cast<int>(game.seats.size());
        if (const std::string wrong = why_not_deck(game.deal.deck, seats); !wrong.empty()) {
            return record::error_text(file, RecordError(game.line, "the deck: " + wrong));
        }
        Setup setup;
        setup.rules = game.rules;
        const std::vector<std::string> names = table_names(seats, game.seats.front() == human);
        for (int seat = 0; seat < seats; ++seat) {
            setup.seats.push_back({names[static_cast<std::size_t>(seat)],
                                   game.seats[static_cast<std::size_t>(seat)]});
        }
        state = new_game(setup, game.deal);
    }
    return record::replay_steps(
        game.steps, game.ends, file, state,
        [](const GameState& s) { return s.phase == Phase::GameOver; }, disagreement, visit);
}

} // namespace parlor::cruno
