#include "game_driver.hpp"

#include "bsd_screen.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace parlor::bsd_cribbage {

namespace {

using cribbage::Phase;
using cribbage::Seat;
using cribbage::SeatView;

constexpr Seat us = Seat::Human;
constexpr Seat them = Seat::Computer;

bool ends_with(const std::string& text, const std::string& tail) {
    return text.size() >= tail.size() &&
           text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

bool contains(const std::vector<Card>& cards, Card card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
}

// What our seat knows of the deal in progress.
class DealMemory {
  public:
    void new_deal(const std::vector<Card>& dealt, Seat dealer) {
        *this = DealMemory{};
        dealt_ = dealt;
        dealer_ = dealer;
    }

    void laid_away(Card card) { laid_away_.push_back(card); }

    // Every pause shows the cards of the current count, and a program's card that made 31 is
    // named in its message before the count is cleared: together they show every card it lays.
    void observe(const TerminalScreen& screen) {
        if (!starter_) {
            starter_ = starter(screen);
        }
        for (const Card card : table_cards(screen)) {
            note_program_card(card);
        }
        if (const auto card = card_in_message(latest_message(screen))) {
            note_program_card(*card);
        }
    }

    SeatView play_view(const TerminalScreen& screen) const {
        SeatView view = base_view(screen, Phase::Play);
        const std::vector<Card> hand = player_hand(screen);
        view.hand = hand;
        for (const Card card : kept()) {
            if (!contains(hand, card)) {
                view.played[static_cast<std::size_t>(cribbage::index(us))].push_back(card);
            }
        }
        view.played[static_cast<std::size_t>(cribbage::index(them))] = program_played_;
        view.pile = table_cards(screen);
        view.count = cribbage::count_of(view.pile);
        // We are asked to play again on our own card: the program said go in this count.
        if (!view.pile.empty() && !contains(program_played_, view.pile.back())) {
            view.go = them;
        }
        view.opponent_hand_size = 4 - static_cast<int>(program_played_.size());
        view.crib_size = 4;
        view.stock_size = 52 - 12 - 1;
        return view;
    }

    SeatView lay_away_view(const TerminalScreen& screen) const {
        SeatView view = base_view(screen, Phase::LayAway);
        view.hand = dealt_;
        view.opponent_hand_size = 6;
        view.stock_size = 52 - 12;
        return view;
    }

    std::optional<Card> starter_card() const { return starter_; }
    const std::vector<Card>& program_played() const { return program_played_; }

  private:
    std::vector<Card> kept() const {
        std::vector<Card> keep;
        for (const Card card : dealt_) {
            if (!contains(laid_away_, card)) {
                keep.push_back(card);
            }
        }
        return keep;
    }

    void note_program_card(Card card) {
        if (!contains(dealt_, card) && !contains(program_played_, card) && starter_ != card) {
            program_played_.push_back(card);
        }
    }

    SeatView base_view(const TerminalScreen& screen, Phase phase) const {
        SeatView view;
        view.seat = us;
        view.turn = us;
        view.phase = phase;
        view.dealer = dealer_;
        const BoardScores scores = board_scores(screen);
        view.scores[static_cast<std::size_t>(cribbage::index(us))] = scores.player;
        view.scores[static_cast<std::size_t>(cribbage::index(them))] = scores.program;
        view.laid_away = laid_away_;
        view.starter = starter_;
        return view;
    }

    std::vector<Card> dealt_;
    std::vector<Card> laid_away_;
    std::vector<Card> program_played_;
    std::optional<Card> starter_;
    Seat dealer_ = Seat::Human;
};

[[noreturn]] void lost_track(const std::string& what, const TerminalScreen& screen) {
    throw std::runtime_error(what + "\n" + screen.dump());
}

} // namespace

GameResult play_one_game(BsdProcess& bsd, cribbage::Strategy& strategy, std::ostream* trace) {
    GameResult result;
    DealMemory deal;
    std::optional<Card> second_card_away;
    bool just_counted = false;
    bool hand_checked = false;
    try {
        while (bsd.wait_for_prompt()) {
            const TerminalScreen& screen = bsd.screen();
            const std::string asked = prompt(screen);
            if (trace != nullptr) {
                *trace << "---- prompt \"" << asked << "\"\n" << screen.dump();
            }
            deal.observe(screen);
            // The program's hand, turned up for its count, must be the four cards we saw it lay.
            // It is turned up with its count's message, and stays up while we count after it.
            const bool counting =
                ends_with(asked, "Your hand scores") || ends_with(asked, "Your crib scores");
            if (!hand_checked && (latest_message(screen).rfind("My hand scores", 0) == 0 ||
                                  (counting && program_hand(screen).size() == 4))) {
                hand_checked = true;
                std::vector<Card> shown = program_hand(screen);
                std::vector<Card> seen = deal.program_played();
                std::sort(shown.begin(), shown.end());
                std::sort(seen.begin(), seen.end());
                if (shown != seen) {
                    lost_track("the program's hand is not the cards it was seen to play", screen);
                }
                ++result.hands_checked;
            }
            if (just_counted) {
                // BSD corrects a wrong count at once, in the next message.
                const std::string said = latest_message(screen);
                if (said.find("really only") != std::string::npos ||
                    said.find("should have taken") != std::string::npos) {
                    ++result.counts_disputed;
                }
                just_counted = false;
            }
            if (ends_with(asked, "L or S?")) {
                bsd.type("l");
            } else if (ends_with(asked, "Discard -->")) {
                const std::vector<Card> hand = player_hand(screen);
                if (hand.size() == 6) {
                    const CribSide side = crib_side(screen);
                    if (side == CribSide::Unknown) {
                        lost_track("no crib shown at the lay-away", screen);
                    }
                    deal.new_deal(hand, side == CribSide::Player ? us : them);
                    hand_checked = false;
                    const auto decision = strategy.decide(deal.lay_away_view(screen));
                    const auto* away = std::get_if<cribbage::LayAway>(&decision.action);
                    if (away == nullptr) {
                        lost_track("the strategy did not lay away", screen);
                    }
                    ++result.decisions;
                    if (trace != nullptr) {
                        *trace << ">> " << decision.reasons.front() << "\n";
                    }
                    deal.laid_away(away->first);
                    deal.laid_away(away->second);
                    second_card_away = away->second;
                    bsd.type(bsd_name(away->first) + "\n");
                } else if (hand.size() == 5 && second_card_away) {
                    bsd.type(bsd_name(*second_card_away) + "\n");
                    second_card_away.reset();
                } else {
                    lost_track("a lay-away prompt with " + std::to_string(hand.size()) + " cards",
                               screen);
                }
            } else if (ends_with(asked, "Your play:")) {
                const SeatView view = deal.play_view(screen);
                if (!view.starter) {
                    lost_track("the play began before the starter was read", screen);
                }
                const auto decision = strategy.decide(view);
                const auto* play = std::get_if<cribbage::Play>(&decision.action);
                if (play == nullptr || !contains(view.hand, play->card) ||
                    view.count + cribbage::pip_value(play->card) > cribbage::max_count) {
                    lost_track("the strategy's play does not fit", screen);
                }
                ++result.decisions;
                if (trace != nullptr) {
                    *trace << ">> pile " << cribbage::pretty_cards(view.pile) << ", count "
                           << view.count << ", program played "
                           << cribbage::pretty_cards(deal.program_played())
                           << (view.go ? ", program said go" : "") << ": "
                           << decision.reasons.front() << "\n";
                }
                bsd.type(bsd_name(play->card) + "\n");
            } else if (ends_with(asked, "--More--")) {
                bsd.type(" ");
            } else if (ends_with(asked, "Your hand scores") ||
                       ends_with(asked, "Your crib scores")) {
                const std::vector<Card> shown = player_hand(screen);
                const auto starter_card = deal.starter_card();
                if (shown.size() != 4 || !starter_card) {
                    lost_track("a count without four cards and a starter", screen);
                }
                const bool crib = ends_with(asked, "crib scores");
                const int points = cribbage::hand_value(shown, *starter_card, crib).total;
                bsd.type(std::to_string(points) + "\n");
                just_counted = true;
            } else if (ends_with(asked, "Another game?")) {
                const BoardScores scores = board_scores(screen);
                result.our_score = scores.player;
                result.bsd_score = scores.program;
                result.won = scores.player > scores.program;
                result.finished = true;
                bsd.type("n");
            } else {
                lost_track("an unexpected prompt: \"" + asked + "\"", screen);
            }
        }
    } catch (const std::exception& error) {
        result.finished = false;
        result.problem = error.what();
    }
    return result;
}

} // namespace parlor::bsd_cribbage
