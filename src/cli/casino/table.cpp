#include "cli/casino/table.hpp"

#include "parlor/games/casino/move_words.hpp"

#include <cstdio>
#include <type_traits>

namespace parlor::cli::casino_cli {

namespace {

std::string who(Seat seat) {
    return seat == Seat::Human ? "you" : "the computer";
}
std::string Who(Seat seat) {
    return seat == Seat::Human ? "You" : "The computer";
}
std::string whose(Seat seat) {
    return seat == Seat::Human ? "yours" : "the computer's";
}
// "You capture" / "The computer captures".
std::string says(Seat seat, const std::string& verb) {
    return Who(seat) + " " + verb + (seat == Seat::Human ? "" : "s");
}

std::string plural(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string pile_text(const std::vector<Card>& pile) {
    const Tally t = tally(pile);
    std::string text = plural(t.cards, "card", "cards") + ", " +
                       plural(t.spades, "spade", "spades") + ", " + plural(t.aces, "ace", "aces");
    if (t.big_casino) {
        text += ", DX";
    }
    if (t.little_casino) {
        text += ", S2";
    }
    return text;
}

std::string builds_text(const std::vector<TableBuild>& builds) {
    std::string out;
    for (const TableBuild& build : builds) {
        out += (out.empty() ? "" : " ") + build_text(build) + " (" + std::to_string(build.value()) +
               ", " + whose(build.owner) + ")";
    }
    return out;
}

std::string built_text(const BuiltEvent& e) {
    const std::string value = std::to_string(e.build.value());
    if (e.increased) {
        return says(e.seat, "increase") + " " +
               (e.increased->owner == Seat::Human ? "your" : "the computer's") + " build " +
               build_text(*e.increased) + " to " + value + " with " + code(e.card) + ": " +
               build_text(e.build) + ", " + whose(e.seat) + ".";
    }
    std::string text = says(e.seat, "build") + " " + value + " with " + code(e.card);
    if (!e.loose.empty()) {
        text += " on " + codes(e.loose);
    }
    if (e.joined) {
        return text + ": the multiple build " + build_text(e.build) + " of " + value + ", " +
               whose(e.seat) + ".";
    }
    return text + ": " + build_text(e.build) + ", " + whose(e.seat) + ".";
}

std::string dealt_text(const DealtEvent& e) {
    const auto& mine = e.hands[static_cast<std::size_t>(index(Seat::Human))];
    const auto& theirs = e.hands[static_cast<std::size_t>(index(Seat::Computer))];
    std::string text;
    if (e.deal == 1) {
        text = "\n--- Round " + std::to_string(e.round) + " ---\n";
    }
    text += "Deal " + std::to_string(e.deal) + ": you are dealt " +
            (mine.empty() ? std::string("nothing") : codes(mine)) + "; the computer " +
            plural(static_cast<int>(theirs.size()), "card", "cards");
    if (!e.table.empty()) {
        text += "; the table " + codes(e.table);
    }
    return text + ". " + plural(e.deck_left, "card", "cards") + " left in the deck.";
}

} // namespace

std::string table_text(const GameState& state) {
    const auto totals = scores(state);
    std::string out =
        "Round " + std::to_string(state.round) + ". Scores: you " + std::to_string(totals[0]) +
        ", the computer " + std::to_string(totals[1]) +
        " (past 21 wins). Deck: " + plural(static_cast<int>(state.deck.size()), "card", "cards") +
        ".\n";
    out += "Table:";
    if (state.table.empty()) {
        out += " empty";
    }
    if (!state.table.builds.empty()) {
        out += " " + builds_text(state.table.builds);
    }
    if (!state.table.loose.empty()) {
        out += " " + codes(state.table.loose);
    }
    out += "\nYour pile: " + pile_text(state.player(Seat::Human).pile) +
           ". The computer's pile: " + pile_text(state.player(Seat::Computer).pile) + ".\n";
    out += "Last capturer: " + (state.last_capturer ? who(*state.last_capturer) : "nobody yet") +
           ". The computer holds " +
           plural(static_cast<int>(state.player(Seat::Computer).hand.size()), "card", "cards") +
           ".\n";
    out += "Your hand: " +
           (state.player(Seat::Human).hand.empty() ? std::string("empty")
                                                   : codes(state.player(Seat::Human).hand)) +
           "\n";
    return out;
}

std::string event_text(const Event& event) {
    return std::visit(
        [](const auto& e) -> std::string {
            using T = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<T, CoinTossEvent>) {
                const auto side = [](Coin c) { return c == Coin::Heads ? "heads" : "tails"; };
                return std::string("You call ") + side(e.call) + "; the coin lands " +
                       side(e.landed) + ": " +
                       (e.first == Seat::Human ? "you play first." : "the computer plays first.");
            } else if constexpr (std::is_same_v<T, DealtEvent>) {
                return dealt_text(e);
            } else if constexpr (std::is_same_v<T, CapturedEvent>) {
                std::string taken;
                for (const TableBuild& build : e.builds) {
                    taken += (taken.empty() ? "" : " ") + build_text(build);
                }
                if (!e.loose.empty()) {
                    taken += (taken.empty() ? "" : " ") + codes(e.loose);
                }
                return says(e.seat, "capture") + " " + taken + " with " + code(e.card) + ".";
            } else if constexpr (std::is_same_v<T, BuiltEvent>) {
                return built_text(e);
            } else if constexpr (std::is_same_v<T, TrailedEvent>) {
                return says(e.seat, "trail") + " " + code(e.card) + ".";
            } else if constexpr (std::is_same_v<T, TableTakenEvent>) {
                if (!e.seat) {
                    return "Nobody captured this round: the cards left on the table (" +
                           codes(e.cards) + ") are set aside.";
                }
                return Who(*e.seat) + (*e.seat == Seat::Human ? " capture" : " captured") +
                       " last and take" + (*e.seat == Seat::Human ? "" : "s") +
                       " what is left on the table: " + codes(e.cards) + ".";
            } else if constexpr (std::is_same_v<T, RoundScoredEvent>) {
                return round_score_text(e);
            } else {
                const int human = e.totals[0];
                const int computer = e.totals[1];
                if (!e.winner) {
                    return "\n=== The tournament is a tie, " + std::to_string(human) + " all ===";
                }
                const bool won = *e.winner == Seat::Human;
                return std::string("\n=== ") +
                       (won ? "You win the tournament, " : "The computer wins the tournament, ") +
                       std::to_string(won ? human : computer) + " to " +
                       std::to_string(won ? computer : human) + " ===";
            }
        },
        event);
}

std::string round_score_text(const RoundScoredEvent& scored) {
    const PlayerScore& you = scored.score.players[0];
    const PlayerScore& it = scored.score.players[1];
    char line[200];
    std::string out = "\nRound " + std::to_string(scored.round) + " scored:\n";
    out += "                      you   computer\n";
    const auto row = [&](const char* label, const std::string& a, int pa, const std::string& b,
                         int pb) {
        std::snprintf(line, sizeof line, "  %-16s %4s %2d  %4s %2d\n", label, a.c_str(), pa,
                      b.c_str(), pb);
        out += line;
    };
    row("cards (most: 3)", std::to_string(you.tally.cards), you.most_cards,
        std::to_string(it.tally.cards), it.most_cards);
    row("spades (most: 1)", std::to_string(you.tally.spades), you.most_spades,
        std::to_string(it.tally.spades), it.most_spades);
    row("10 of diamonds", you.tally.big_casino ? "DX" : "-", you.big_casino,
        it.tally.big_casino ? "DX" : "-", it.big_casino);
    row("2 of spades", you.tally.little_casino ? "S2" : "-", you.little_casino,
        it.tally.little_casino ? "S2" : "-", it.little_casino);
    row("aces", std::to_string(you.tally.aces), you.aces, std::to_string(it.tally.aces), it.aces);
    std::snprintf(line, sizeof line, "  %-16s      %2d        %2d\n", "round", you.total, it.total);
    out += line;
    std::snprintf(line, sizeof line, "  %-16s      %2d        %2d", "tournament", scored.totals[0],
                  scored.totals[1]);
    return out + line;
}

std::string moves_text(const std::vector<Action>& moves) {
    std::string out;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        out += "  " + std::to_string(i + 1) + ". " + move_text(moves[i]) + "   (" +
               describe(moves[i]) + ")\n";
    }
    return out;
}

} // namespace parlor::cli::casino_cli
