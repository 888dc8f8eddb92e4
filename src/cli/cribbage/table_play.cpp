#include "cli/cribbage/table_play.hpp"

#include "cli/hand_answers.hpp"
#include "cli/play_session.hpp"
#include "cli/record_file.hpp"
#include "cli/terminal.hpp"

#include "parlor/cards/notation.hpp"
#include "parlor/cards/resume_seed.hpp"
#include "parlor/cards/save_file_read.hpp"
#include "parlor/games/cribbage/table_ai.hpp"
#include "parlor/games/cribbage/table_record.hpp"
#include "parlor/games/cribbage/table_save.hpp"

#include <cctype>
#include <iomanip>
#include <memory>
#include <ostream>
#include <random>

namespace parlor::cli::crib {

namespace {

using namespace parlor::cribbage;

// The seats as the player sees them from seat 0 (seats are numbered to the left).
std::string seat_word(int seat, int players) {
    if (seat == 0) {
        return "You";
    }
    if (players == 4 && seat == 2) {
        return "Your partner";
    }
    return seat == 1 ? "Left" : "Right";
}

std::string side_word(int side, int players) {
    if (players == 4) {
        return side == 0 ? "you and your partner" : "Left and Right";
    }
    return side == 0 ? "you" : seat_word(side, players);
}

std::string scores_text(const TableState& state) {
    std::string text = "Scores (" + std::to_string(state.target) + " wins):";
    for (int side = 0; side < state.sides(); ++side) {
        text += (side ? ", " : " ") + side_word(side, state.size()) + " " +
                std::to_string(state.scores[static_cast<std::size_t>(side)]);
    }
    return text + ".";
}

std::string items_text(const std::vector<ScoreItem>& items) {
    std::string text;
    for (const ScoreItem& item : items) {
        text += (text.empty() ? "" : ", ") + describe(item);
    }
    return text;
}

std::string event_line(const TableEvent& event, int players) {
    const auto who = [players](int seat) { return seat_word(seat, players); };
    return std::visit(
        [&](const auto& e) -> std::string {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, TableDealt>) {
                return "Deal " + std::to_string(e.deal_number) + ": " + who(e.dealer) +
                       (e.dealer == 0 ? " deal." : " deals.");
            } else if constexpr (std::is_same_v<T, TableDiscarded>) {
                return who(e.seat) + (e.seat == 0 ? " lay" : " lays") + " a card away to the crib.";
            } else if constexpr (std::is_same_v<T, TableStarter>) {
                return "The starter is the " + cards::pretty(e.card) + ".";
            } else if constexpr (std::is_same_v<T, TablePoints>) {
                return who(e.seat) + ": " + describe(e.item) + " (now " + std::to_string(e.score) +
                       ").";
            } else if constexpr (std::is_same_v<T, TablePlayed>) {
                std::string line = who(e.seat) + (e.seat == 0 ? " play the " : " plays the ") +
                                   cards::pretty(e.card) + ": " + std::to_string(e.count);
                if (!e.items.empty()) {
                    line += ", " + items_text(e.items) + " (now " + std::to_string(e.score) + ")";
                }
                return line + ".";
            } else if constexpr (std::is_same_v<T, TableGo>) {
                return who(e.seat) + (e.seat == 0 ? " say go." : " says go.");
            } else if constexpr (std::is_same_v<T, TableCountRestarted>) {
                return "The count starts again; " + who(e.leader) + " to lead.";
            } else if constexpr (std::is_same_v<T, TableShown>) {
                const std::string whose = e.show.crib ? "The crib (" + who(e.show.seat) + ")"
                                                      : who(e.show.seat) + " show";
                return whose + ": " + pretty_cards(e.show.cards) + " with the " +
                       cards::pretty(e.show.starter) + ": " + std::to_string(e.show.score.total) +
                       " (now " + std::to_string(e.score) + ").";
            } else {
                std::string line =
                    side_word(e.side, players) + " reached the end: the game is won.";
                line[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(line[0])));
                return line;
            }
        },
        event);
}

class TableSession {
  public:
    // A new game (`loaded` empty) or one resumed from a table's save, recorded to `record` when
    // it is open.
    TableSession(const Io& io, int players, int target, std::uint64_t seed,
                 const std::string& computer, const std::optional<TableState>& loaded,
                 RecordFile* record)
        : io_(io), ask_(io), chance_(seed) {
        if (loaded) {
            // Chance goes on from the position (resume_seed); the computers from the seed.
            state_ = *loaded;
            resumed_ = true;
            chance_ = Rng(cards::resume_seed(seed, write_table_save(state_)));
        } else {
            const int dealer = static_cast<int>(chance_.below(static_cast<std::uint64_t>(players)));
            state_ = new_table(players, dealer, chance_, target);
        }
        std::vector<std::string> names{"human"};
        for (int seat = 1; seat < state_.size(); ++seat) {
            computers_.push_back(make_table_strategy(computer, cards::derive_seed(seed, seat)));
            names.push_back(computer);
        }
        if (record != nullptr) {
            writer_.emplace(record->sink().add, 1);
            if (loaded) {
                writer_->start_at(names, state_);
            } else {
                writer_->start(names, state_);
            }
        }
    }

    int play() {
        if (!resumed_) {
            io_.out << event_line(TableDealt{state_.dealer, state_.deal_number}, state_.size())
                    << '\n';
        }
        for (;;) {
            if (state_.phase == Phase::GameOver) {
                io_.out << scores_text(state_) << '\n';
                return exit_ok;
            }
            if (state_.phase == Phase::DealOver) {
                io_.out << scores_text(state_) << '\n';
                if (normalise_answer(ask_.ask("The deal is over (Enter deals the next; quit): ")) ==
                    "quit") {
                    quit_game(io_);
                    return exit_ok;
                }
                perform(NextDeal{});
            } else if (state_.turn == 0) {
                if (!human_turn()) {
                    quit_game(io_);
                    return exit_ok;
                }
            } else {
                const TableDecision decision =
                    computers_[static_cast<std::size_t>(state_.turn - 1)]->decide(
                        table_view(state_, state_.turn));
                perform(decision.action);
            }
        }
    }

  private:
    // False when the player quits.
    bool human_turn() {
        const TableSeat& mine = state_.seats[0];
        io_.out << '\n' << scores_text(state_) << '\n';
        if (state_.starter) {
            io_.out << "Starter: " << cards::pretty(*state_.starter) << ". Count " << state_.count()
                    << (state_.pile.empty() ? "" : ": ") << pretty_cards(state_.pile) << '\n';
        }
        io_.out << "Your hand:";
        for (std::size_t i = 0; i < mine.hand.size(); ++i) {
            io_.out << ' ' << i + 1 << ':' << cards::pretty(mine.hand[i]);
        }
        io_.out << '\n';
        const bool laying = state_.phase == Phase::LayAway;
        const std::string question =
            laying ? "Lay away one card to " +
                         (state_.dealer == 0 ? std::string("your")
                                             : seat_word(state_.dealer, state_.size()) + "'s") +
                         " crib (a card or its position; help, save, quit): "
                   : std::string("Play a card (a card or its position; help, save, quit): ");
        for (;;) {
            const std::string answer = ask_.ask(question);
            const std::string word = normalise_answer(answer);
            if (is_one_of(word, {"quit", "q"})) {
                return false;
            }
            if (is_one_of(word, {"save", "s"})) {
                if (ask_to_save(ask_, io_,
                                "File name to save the game in (an empty line goes back): ",
                                [this](const std::string& path) {
                                    return table_save_to_file(path, state_);
                                })) {
                    return false; // saved: the game stops here, as at two
                }
                continue;
            }
            if (is_one_of(word, {"help", "?", "h"})) {
                help();
                continue;
            }
            std::string complaint;
            const auto card = read_card_of_hand(answer, mine.hand, cribbage::parse, complaint);
            if (!card) {
                ask_.complain(complaint);
                continue;
            }
            const TableAction action =
                laying ? TableAction{Discard{*card}} : TableAction{Play{*card}};
            if (const std::string why = why_illegal(state_, action); !why.empty()) {
                ask_.complain(why);
                continue;
            }
            perform(action);
            return true;
        }
    }

    // The expert's choice for the player, from the player's view.
    void help() {
        const TableView view = table_view(state_, 0);
        io_.out << std::fixed << std::setprecision(1);
        if (view.phase == Phase::LayAway) {
            const auto ranked = rank_table_discards(view);
            io_.out << "Lay away the " << cards::pretty(ranked.front().card) << ": expected hand "
                    << ranked.front().hand << ", crib " << ranked.front().crib << ".\n";
        } else {
            const auto ranked = rank_table_plays(view, 1);
            io_.out << "Play the " << cards::pretty(ranked.front().card) << ": "
                    << ranked.front().points_now << " now, " << ranked.front().net
                    << " on average to the end of the play (yours counted for, theirs against).\n";
        }
        io_.out << std::defaultfloat;
    }

    void perform(const TableAction& action) {
        const int seat = state_.turn;
        const TableOutcome outcome = apply_table(state_, action, chance_);
        if (outcome && writer_) {
            writer_->action(seat, action, state_);
        }
        for (const TableEvent& event : outcome.events) {
            io_.out << event_line(event, state_.size()) << '\n';
        }
    }

    const Io& io_;
    Prompter ask_;
    Rng chance_;
    TableState state_;
    std::vector<std::unique_ptr<TableStrategy>> computers_;
    std::optional<TableRecordWriter> writer_; // --log
    bool resumed_ = false;
};

} // namespace

int saved_seats(const std::string& path) {
    std::string error;
    const std::optional<std::string> text = cards::read_save_file(path, error);
    return text ? save_seat_count(*text) : 0;
}

int run_table_play(const PlayOptions& options, const Io& io, int target, int players) {
    if (!make_table_strategy(options.computer, 0)) {
        io.err << "play: no strategy named \"" << options.computer << "\"\n";
        return exit_bad_input;
    }
    std::optional<TableState> loaded;
    if (!options.load.empty()) {
        TableLoadResult read = load_table_save_file(options.load);
        if (!read.state) {
            io.err << read.error << '\n';
            return exit_bad_input;
        }
        print_warnings(read.warnings, io, options.load);
        loaded = std::move(read.state);
        players = loaded->size();
        target = loaded->target;
    }
    const std::uint64_t seed = options.seed ? *options.seed : std::random_device{}();
    io.out << "Cribbage, " << players << " players"
           << (players == 4 ? " (you and your partner opposite against Left and Right)" : "")
           << ", against the computer (" << options.computer << "), to " << target << ". Seed "
           << seed << ": --seed " << seed << " deals the same cards again.\n";
    if (loaded) {
        io.out << "Resumed: " << table_summary(*loaded) << ".\n";
    }
    try {
        RecordFile record;
        if (!options.log.empty() && !record.open(options.log, io)) {
            return exit_bad_input;
        }
        const int code = TableSession(io, players, target, seed, options.computer, loaded,
                                      record.is_open() ? &record : nullptr)
                             .play();
        return !record.is_open() || record.close(io) ? code : exit_bad_input;
    } catch (const EndOfInput&) {
        io.err << "play: the input ended before the game did\n";
        return exit_bad_input;
    }
}

} // namespace parlor::cli::crib
