#include "cli/casino/table.hpp"

#include "parlor/games/casino/event_words.hpp"
#include "parlor/games/casino/move_words.hpp"

#include <cstdio>

namespace parlor::cli::casino_cli {

namespace {

std::string who(Seat seat) {
    return seat == Seat::Human ? "you" : "the computer";
}
std::string whose(Seat seat) {
    return seat == Seat::Human ? "yours" : "the computer's";
}

std::string plural(int n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string pile_text(const std::vector<Card>& pile) {
    const Tally t = tally(pile);
    std::string text = plural(t.cards, "card", "cards") + ", " +
                       plural(t.spades, "spade", "spades") + ", " + plural(t.aces, "ace", "aces");
    // The casinos by their cards' names, never the file's notation ("DX").
    if (t.big_casino) {
        text += ", the 10\u2666";
    }
    if (t.little_casino) {
        text += ", the 2\u2660";
    }
    return text;
}

// A build's cards as the table names them: "[6♣ 3♠]", a multiple build "[ [6♣ 3♠] [9♠] ]"
// (the save file's brackets, not its codes).
std::string shown_build(const TableBuild& build) {
    const auto part = [](const std::vector<Card>& cards) {
        return "[" + pretty_cards(cards) + "]";
    };
    if (!build.multiple()) {
        return part(build.parts.front());
    }
    std::string out = "[";
    for (const auto& cards : build.parts) {
        out += " " + part(cards);
    }
    return out + " ]";
}

std::string builds_text(const std::vector<TableBuild>& builds) {
    std::string out;
    for (const TableBuild& build : builds) {
        out += (out.empty() ? "" : " ") + shown_build(build) + " (" +
               std::to_string(build.value()) + ", " + whose(build.owner) + ")";
    }
    return out;
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
        out += " " + pretty_cards(state.table.loose);
    }
    out += "\nYour pile: " + pile_text(state.player(Seat::Human).pile) +
           ". The computer's pile: " + pile_text(state.player(Seat::Computer).pile) + ".\n";
    out += "Last capturer: " + (state.last_capturer ? who(*state.last_capturer) : "nobody yet") +
           ". The computer holds " +
           plural(static_cast<int>(state.player(Seat::Computer).hand.size()), "card", "cards") +
           ".\n";
    out += "Your hand: " +
           (state.player(Seat::Human).hand.empty() ? std::string("empty")
                                                   : pretty_cards(state.player(Seat::Human).hand)) +
           "\n";
    return out;
}

std::string event_text(const Event& event) {
    if (const auto* scored = std::get_if<RoundScoredEvent>(&event)) {
        return round_score_text(*scored);
    }
    // The human's own cards only, as on the table above.
    const std::string text = casino::event_text(event, Listener{});
    if (const auto* dealt = std::get_if<DealtEvent>(&event); dealt && dealt->deal == 1) {
        return "\n--- Round " + std::to_string(dealt->round) + " ---\n" + text;
    }
    if (std::holds_alternative<GameOverEvent>(event)) {
        return "\n=== " + text + " ===";
    }
    return text;
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
    row("10 of diamonds", you.tally.big_casino ? "yes" : "-", you.big_casino,
        it.tally.big_casino ? "yes" : "-", it.big_casino);
    row("2 of spades", you.tally.little_casino ? "yes" : "-", you.little_casino,
        it.tally.little_casino ? "yes" : "-", it.little_casino);
    row("aces", std::to_string(you.tally.aces), you.aces, std::to_string(it.tally.aces), it.aces);
    std::snprintf(line, sizeof line, "  %-16s      %2d        %2d\n", "round", you.total, it.total);
    out += line;
    std::snprintf(line, sizeof line, "  %-16s      %2d        %2d", "tournament", scored.scores[0],
                  scored.scores[1]);
    return out + line;
}

std::string moves_text(const std::vector<Action>& moves) {
    std::string out;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        out += "  " + std::to_string(i + 1) + ". " + shown_move_text(moves[i]) + "   (" +
               describe(moves[i]) + ")\n";
    }
    return out;
}

} // namespace parlor::cli::casino_cli
