#include "cli/fivecrowns/answers.hpp"
#include "cli/hand_answers.hpp"

#include <doctest/doctest.h>

namespace answers_test {

using namespace parlor::cli::fc;
using parlor::cards::Card;
using parlor::cards::Suit;
using parlor::cli::read_card_of_hand;

TEST_CASE("menu choices by number or word; help only before the human's turn") {
    std::string complaint;
    CHECK(read_menu_choice("1", true, complaint) == MenuChoice::Save);
    CHECK(read_menu_choice(" Move ", true, complaint) == MenuChoice::Move);
    CHECK(read_menu_choice("3", true, complaint) == MenuChoice::Help);
    CHECK(read_menu_choice("QUIT", false, complaint) == MenuChoice::Quit);
    CHECK_FALSE(read_menu_choice("3", false, complaint));
    CHECK(complaint.find("before your own turns only") != std::string::npos);
    CHECK_FALSE(read_menu_choice("5", true, complaint));
    CHECK(complaint == "Please choose 1, 2, 3 or 4.");
    CHECK_FALSE(read_menu_choice("", false, complaint));
    CHECK(complaint == "Please choose 1, 2 or 4.");
}

TEST_CASE("the toss call and the pile to draw from") {
    std::string complaint;
    CHECK(read_toss_call("Heads", complaint) == true);
    CHECK(read_toss_call("t", complaint) == false);
    CHECK_FALSE(read_toss_call("edge", complaint));
    CHECK(complaint == "Please answer heads or tails.");

    CHECK(read_draw("stock", complaint) ==
          parlor::fivecrowns::Action{parlor::fivecrowns::DrawStock{}});
    CHECK(read_draw("Draw  Pile", complaint) ==
          parlor::fivecrowns::Action{parlor::fivecrowns::DrawStock{}});
    CHECK(read_draw("discard", complaint) ==
          parlor::fivecrowns::Action{parlor::fivecrowns::TakeDiscard{}});
    CHECK_FALSE(read_draw("d", complaint)); // draw or discard? neither is guessed
    CHECK(is_help_request(" HELP "));
    CHECK(is_help_request("?"));
    CHECK_FALSE(is_help_request("h"));
}

TEST_CASE("a card of the hand by code, by its name on the table or by position") {
    const std::vector<Card> hand{Card::of(13, Suit::Clubs), Card::of(10, Suit::Tridents),
                                 Card::joker(2)};
    std::string complaint;
    CHECK(read_card_of_hand("kc", hand, parlor::fivecrowns::parse, complaint) == hand[0]);
    CHECK(read_card_of_hand("10T", hand, parlor::fivecrowns::parse, complaint) == hand[1]);
    CHECK(read_card_of_hand("XT", hand, parlor::fivecrowns::parse, complaint) == hand[1]);
    CHECK(read_card_of_hand("j2", hand, parlor::fivecrowns::parse, complaint) == hand[2]);
    CHECK(read_card_of_hand("3", hand, parlor::fivecrowns::parse, complaint) == hand[2]);
    // As the table names them (issue 42: the terminal shows no file notation).
    CHECK(read_card_of_hand("K\u2663", hand, parlor::fivecrowns::parse, complaint) == hand[0]);
    CHECK(read_card_of_hand("10\u2646", hand, parlor::fivecrowns::parse, complaint) == hand[1]);
    CHECK(parlor::cli::numbered_cards(hand) == "1:K\u2663 2:10\u2646 3:Joker");
    CHECK_FALSE(read_card_of_hand("Q\u2663", hand, parlor::fivecrowns::parse, complaint));
    CHECK(complaint == "You do not hold the Q\u2663. Your hand: 1:K\u2663 2:10\u2646 3:Joker.");
    CHECK_FALSE(read_card_of_hand("0", hand, parlor::fivecrowns::parse, complaint));
    CHECK(complaint == "There is no card at position 0; positions go from 1 to 3.");
    CHECK_FALSE(read_card_of_hand("J1", hand, parlor::fivecrowns::parse, complaint));
    CHECK(complaint.rfind("You do not hold the J1.", 0) == 0);
    CHECK_FALSE(read_card_of_hand("2D", hand, parlor::fivecrowns::parse, complaint));
    CHECK(complaint.find("\"2D\" is not a card") != std::string::npos);
    CHECK_FALSE(read_card_of_hand("", hand, parlor::fivecrowns::parse, complaint));
    CHECK_FALSE(read_card_of_hand("-1", hand, parlor::fivecrowns::parse, complaint));
}

} // namespace answers_test
