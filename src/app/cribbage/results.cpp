#include "app/cribbage/results.hpp"

#include "parlor/cards/figures.hpp"

namespace parlor::app::cribbage_table {

namespace cr = parlor::cribbage;

void record(std::vector<DealRecord>& deals, const cr::Event& event) {
    if (const auto* dealt = std::get_if<cr::DealtEvent>(&event)) {
        deals.push_back(DealRecord{dealt->deal_number, dealt->dealer, {}, {}, {}, false});
        return;
    }
    if (deals.empty()) {
        return;
    }
    DealRecord& d = deals.back();
    if (const auto* played = std::get_if<cr::PlayedEvent>(&event)) {
        for (const auto& item : played->items) {
            d.play[static_cast<std::size_t>(cr::index(played->seat))] += item.points;
        }
    } else if (const auto* points = std::get_if<cr::PointsEvent>(&event)) {
        d.play[static_cast<std::size_t>(cr::index(points->seat))] += points->item.points;
    } else if (const auto* show = std::get_if<cr::ShowEvent>(&event)) {
        auto& column = show->show.crib ? d.crib : d.hand;
        column[static_cast<std::size_t>(cr::index(show->show.seat))] += show->show.score.total;
    } else if (const auto* claim = std::get_if<cr::ClaimEvent>(&event)) {
        // Counting your own: the points claimed, in the column of what was counted.
        d.last_claim = claim->of;
        auto& column = claim->of == cr::ClaimOf::Pegging ? d.play
                       : claim->of == cr::ClaimOf::Hand  ? d.hand
                                                         : d.crib;
        column[static_cast<std::size_t>(cr::index(claim->seat))] += claim->claimed;
    } else if (const auto* muggins = std::get_if<cr::MugginsEvent>(&event)) {
        // Muggins follows its claim: the points taken go in the same column.
        auto& column = d.last_claim == cr::ClaimOf::Pegging ? d.play
                       : d.last_claim == cr::ClaimOf::Hand  ? d.hand
                                                            : d.crib;
        column[static_cast<std::size_t>(cr::index(muggins->seat))] += muggins->points;
    }
}

table::ResultsSheet results_sheet(const cr::GameState& final_state, const table::Names& names,
                                  const std::vector<DealRecord>& deals) {
    table::ResultsSheet sheet;
    const auto scores = cr::scores(final_state);
    const auto winner = cr::winner(final_state);
    const int w = winner ? cr::index(*winner) : 0;
    const int l = 1 - w;
    sheet.headline = "The game to " + std::to_string(final_state.target) + " is over";
    if (winner) {
        sheet.headline = names.with_verb(w, "win!", "wins!");
    }
    sheet.lines.push_back(table::score_line(names[w], scores[static_cast<std::size_t>(w)], names[l],
                                            scores[static_cast<std::size_t>(l)]));
    // The lines the rules' skunk_of draws: 91 and 61 in a game to 121, 31 in a game to 61.
    const bool short_game = final_state.target == cr::short_game_score;
    const int skunk_line = short_game ? cr::short_skunk_line : cr::skunk_line;
    switch (cr::skunk_of(scores[static_cast<std::size_t>(l)], final_state.target)) {
    case cr::Skunk::Double:
        sheet.lines.push_back(names[l] + " did not reach " + std::to_string(cr::double_skunk_line) +
                              ": a double skunk.");
        break;
    case cr::Skunk::Single:
        sheet.lines.push_back(names[l] + " did not reach " + std::to_string(skunk_line) +
                              ": a skunk.");
        break;
    case cr::Skunk::None:
        sheet.lines.push_back(names[l] + " passed " + std::to_string(skunk_line - 1) +
                              ": no skunk.");
        break;
    }
    // A game resumed from a file: the file does not say how many deals came before it, so the
    // deals are counted from the resume and what came before is one row of earlier play.
    const bool resumed = !deals.empty() && deals.front().resumed;
    // (A continued game's records are numbered from its first deal, as the player counts.)
    const int counted = resumed         ? static_cast<int>(deals.size())
                        : deals.empty() ? final_state.deal_number
                                        : deals.back().deal;
    sheet.lines.push_back(cards::count_text(counted, "deal", "deals") +
                          (resumed ? " played since the game was resumed" : " played") +
                          "  ·  points per deal: the play + the hand + the crib");
    // Deal by deal: where each player's points came from (the play, the hand, the crib).
    sheet.columns = resumed ? std::vector<float>{0.0f, 0.17f, 0.36f, 0.68f}
                            : std::vector<float>{0.0f, 0.1f, 0.3f, 0.65f};
    sheet.header = {"Deal", "Dealer", names[0], names[1]};
    auto points = [](const DealRecord& d, std::size_t seat) {
        const int sum = d.play[seat] + d.hand[seat] + d.crib[seat];
        return std::to_string(d.play[seat]) + " + " + std::to_string(d.hand[seat]) + " + " +
               std::to_string(d.crib[seat]) + "  =  " + std::to_string(sum);
    };
    if (resumed) {
        const DealRecord& first = deals.front();
        sheet.rows.push_back(
            {"Earlier", "", std::to_string(first.before[0]), std::to_string(first.before[1])});
    }
    for (const DealRecord& d : deals) {
        const std::string label = !resumed    ? std::to_string(d.deal)
                                  : d.resumed ? std::string("Resumed")
                                              : "+" + std::to_string(d.deal - deals.front().deal);
        sheet.rows.push_back({label, names[cr::index(d.dealer)], points(d, 0), points(d, 1)});
    }
    // The pegs stop at the target, so the final scores, not the sums, close the table.
    sheet.total = {"", "Final", std::to_string(scores[0]), std::to_string(scores[1])};
    return sheet;
}

} // namespace parlor::app::cribbage_table
