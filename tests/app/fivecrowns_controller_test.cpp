// What clicks and keys mean on the Five Crowns table (no window: the controller is plain C++).

#include "../fivecrowns/test_cards.hpp"
#include "app/fivecrowns/table_controller.hpp"
#include "parlor/cards/notation.hpp"

#include <doctest/doctest.h>

#include <string>
#include <vector>

using namespace parlor::app::fivecrowns_table;
namespace fc = parlor::fivecrowns;
using parlor::cards::Card;

using parlor::fivecrowns::test::cards_of;

namespace {

// Round 1 (threes wild), the human to draw.
fc::GameState human_to_draw() {
    fc::GameState s;
    s.round = 1;
    s.player(fc::Seat::Human).hand = cards_of("JD 3T QC");
    s.player(fc::Seat::Computer).hand = cards_of("XS KH J1");
    s.stock = cards_of("6S 5S 4S 7S");
    s.discard = cards_of("8T");
    s.phase = fc::Phase::Draw;
    s.turn = fc::Seat::Human;
    return s;
}

// The same after drawing the 6S from the stock.
fc::GameState human_to_discard() {
    fc::GameState s = human_to_draw();
    s.player(fc::Seat::Human).hand.push_back(s.stock.front());
    s.drawn = s.stock.front();
    s.stock.erase(s.stock.begin());
    s.phase = fc::Phase::Discard;
    return s;
}

struct Table {
    TableController c;
    fc::GameState state;
    TurnContext ctx;
    explicit Table(fc::GameState s, bool new_deal = true) : state(std::move(s)) {
        refresh(new_deal);
    }
    void refresh(bool new_deal = false) {
        ctx = context_of(state, false);
        c.refresh(ctx, state.player(fc::Seat::Human).hand, state.wild_rank(), new_deal);
    }
    void become(fc::GameState s) {
        state = std::move(s);
        refresh();
    }
    int position_of(const std::string& card) const {
        const Card wanted = *parlor::cards::parse_card(card);
        const auto& order = c.hand().cards();
        for (int i = 0; i < static_cast<int>(order.size()); ++i) {
            if (order[static_cast<std::size_t>(i)] == wanted) {
                return i;
            }
        }
        return -1;
    }
};

bool is_play(const Command& cmd, const fc::Action& action) {
    return cmd.kind == Command::Kind::Play && cmd.action == action;
}

Card card(const char* text) {
    return *parlor::cards::parse_card(text);
}

} // namespace

TEST_CASE("before drawing, the piles are the targets and the hand is not") {
    Table t(human_to_draw());
    CHECK(t.c.enabled(t.ctx, Target::stock()));
    CHECK(t.c.enabled(t.ctx, Target::discard()));
    for (int i = 0; i < t.c.hand().size(); ++i) {
        CHECK_FALSE(t.c.discardable(t.ctx, i));
        CHECK(t.c.click(t.ctx, Target::card(i)).kind == Command::Kind::None);
        CHECK(t.c.double_click(t.ctx, Target::card(i)).kind == Command::Kind::None);
    }
    CHECK(is_play(t.c.click(t.ctx, Target::stock()), fc::DrawStock{}));
    CHECK(is_play(t.c.click(t.ctx, Target::discard()), fc::TakeDiscard{}));
    // The menu before the turn: Save, Make a move, Ask for help, Quit.
    CHECK(t.c.left_buttons(t.ctx) == std::vector<MenuButton>{MenuButton::Save, MenuButton::Move,
                                                             MenuButton::Help, MenuButton::Quit});
    CHECK(t.c.button_label(t.ctx, MenuButton::Move) == "Make a move");
    for (MenuButton b : {MenuButton::Save, MenuButton::Move, MenuButton::Help, MenuButton::Quit}) {
        CHECK(t.c.enabled(t.ctx, Target::button(b)));
    }
    CHECK(t.c.click(t.ctx, Target::button(MenuButton::Save)).kind == Command::Kind::Save);
    CHECK(t.c.click(t.ctx, Target::button(MenuButton::Help)).kind == Command::Kind::Help);
    CHECK(t.c.click(t.ctx, Target::button(MenuButton::Quit)).kind == Command::Kind::Quit);
}

TEST_CASE("an empty draw pile that cannot be rebuilt is not a target") {
    fc::GameState s = human_to_draw();
    s.stock.clear(); // and the discard pile has only its top card
    Table t(s);
    CHECK_FALSE(t.c.enabled(t.ctx, Target::stock()));
    CHECK(t.c.click(t.ctx, Target::stock()).kind == Command::Kind::None);
    CHECK(t.c.key(t.ctx, TableKey::DrawStock).kind == Command::Kind::None);
    CHECK(is_play(t.c.click(t.ctx, Target::discard()), fc::TakeDiscard{}));
}

TEST_CASE("after drawing: pick a card, then the discard pile") {
    Table t(human_to_draw());
    t.become(human_to_discard());
    CHECK_FALSE(t.c.enabled(t.ctx, Target::stock()));
    CHECK(t.c.click(t.ctx, Target::stock()).kind == Command::Kind::None);
    // The pile is not a target until a card is picked.
    CHECK_FALSE(t.c.enabled(t.ctx, Target::discard()));
    CHECK(t.c.click(t.ctx, Target::discard()).kind == Command::Kind::None);
    // The drawn card joined at the right end.
    CHECK(t.position_of("6S") == 3);
    const int qc = t.position_of("QC");
    CHECK(t.c.discardable(t.ctx, qc));
    CHECK(t.c.click(t.ctx, Target::card(qc)).kind == Command::Kind::None);
    CHECK(t.c.selected() == qc);
    CHECK(t.c.enabled(t.ctx, Target::discard()));
    CHECK(is_play(t.c.click(t.ctx, Target::discard()), fc::Discard{card("QC")}));
    // Clicking the picked card again puts it back.
    t.c.click(t.ctx, Target::card(qc));
    CHECK_FALSE(t.c.selected().has_value());
    // Save and Make a move belong before the turn; help is still there.
    CHECK_FALSE(t.c.enabled(t.ctx, Target::button(MenuButton::Save)));
    CHECK_FALSE(t.c.enabled(t.ctx, Target::button(MenuButton::Move)));
    CHECK(t.c.enabled(t.ctx, Target::button(MenuButton::Help)));
    CHECK(t.c.key(t.ctx, TableKey::Save).kind == Command::Kind::None);
}

TEST_CASE("a double click or a drag onto the pile discards at once") {
    Table t(human_to_draw());
    t.become(human_to_discard());
    const int jd = t.position_of("JD");
    CHECK(is_play(t.c.double_click(t.ctx, Target::card(jd)), fc::Discard{card("JD")}));

    t.c.press(Target::card(jd), 100, 400);
    CHECK(t.c.enabled(t.ctx, Target::discard()) == false); // not yet a drag
    t.c.drag_to(103, 398);
    CHECK_FALSE(t.c.dragging()); // a wobble is still a click
    t.c.drag_to(160, 250);
    CHECK(t.c.dragging());
    CHECK(t.c.dragged_card() == jd);
    CHECK(t.c.enabled(t.ctx, Target::discard())); // lit up as the drop target
    CHECK(is_play(t.c.release(t.ctx, Target::discard(), -1), fc::Discard{card("JD")}));
    CHECK_FALSE(t.c.dragging());
}

TEST_CASE("dragging a card within the hand reorders it, in any phase") {
    Table t(human_to_draw());
    const std::vector<Card> before = t.c.hand().cards();
    t.c.press(Target::card(0), 10, 400);
    t.c.drag_to(300, 400);
    const Command cmd = t.c.release(t.ctx, Target::card(2), 2);
    CHECK(cmd.kind == Command::Kind::None);
    CHECK(t.c.hand().at(2) == before[0]);
    CHECK(t.c.hand().at(0) == before[1]);
    // The new order survives the next draw.
    const std::vector<Card> arranged = t.c.hand().cards();
    t.become(human_to_discard());
    CHECK(std::vector<Card>(t.c.hand().cards().begin(), t.c.hand().cards().begin() + 3) ==
          arranged);
}

TEST_CASE("a press and release without moving is a click") {
    Table t(human_to_draw());
    t.c.press(Target::stock(), 50, 50);
    t.c.drag_to(52, 51);
    CHECK(is_play(t.c.release(t.ctx, Target::stock(), -1), fc::DrawStock{}));
    // Released somewhere else: nothing.
    t.c.press(Target::stock(), 50, 50);
    CHECK(t.c.release(t.ctx, Target::none(), -1).kind == Command::Kind::None);
}

TEST_CASE("keyboard only: D draws, then an arrow and Enter discard") {
    Table t(human_to_draw());
    CHECK(is_play(t.c.key(t.ctx, TableKey::DrawStock), fc::DrawStock{}));
    t.become(human_to_discard());
    // The focus waits on the drawn card, visible because the player uses the keyboard.
    CHECK(t.c.focus() == Target::card(t.position_of("6S")));
    CHECK(t.c.focus_visible());
    t.c.key(t.ctx, TableKey::Left);
    const Target focused = t.c.focus();
    REQUIRE(focused.kind == Target::Kind::Card);
    const Card chosen = t.c.hand().at(focused.index);
    CHECK(chosen != card("6S"));
    CHECK(is_play(t.c.key(t.ctx, TableKey::Activate), fc::Discard{chosen}));
}

TEST_CASE("T takes the discard; keys for moves that are not legal do nothing") {
    Table t(human_to_draw());
    CHECK(is_play(t.c.key(t.ctx, TableKey::TakeDiscard), fc::TakeDiscard{}));
    t.become(human_to_discard());
    CHECK(t.c.key(t.ctx, TableKey::TakeDiscard).kind == Command::Kind::None);
    CHECK(t.c.key(t.ctx, TableKey::DrawStock).kind == Command::Kind::None);
    CHECK(t.c.key(t.ctx, TableKey::Continue).kind == Command::Kind::None);
}

TEST_CASE("the focus ring visits piles, cards and buttons; arrows stay in a row, up and down "
          "change rows") {
    Table t(human_to_draw());
    const auto ring = t.c.focus_ring(t.ctx);
    REQUIRE(ring.size() >= 2 + 3 + 4);
    CHECK(ring[0] == Target::stock());
    CHECK(ring[1] == Target::discard());
    CHECK(ring[2] == Target::card(0));
    // The focus starts on the stock; the first key only shows it.
    CHECK(t.c.focus() == Target::stock());
    t.c.hide_focus();
    t.c.key(t.ctx, TableKey::Right);
    CHECK(t.c.focus() == Target::stock());
    CHECK(t.c.focus_visible());
    t.c.key(t.ctx, TableKey::Right);
    CHECK(t.c.focus() == Target::discard());
    t.c.key(t.ctx, TableKey::Right);
    CHECK(t.c.focus() == Target::stock()); // wraps within the row
    t.c.key(t.ctx, TableKey::Down);
    CHECK(t.c.focus().kind == Target::Kind::Card);
    t.c.key(t.ctx, TableKey::Down);
    CHECK(t.c.focus().kind == Target::Kind::Button);
    t.c.key(t.ctx, TableKey::Down);
    CHECK(t.c.focus().kind == Target::Kind::Button); // no row below
    t.c.key(t.ctx, TableKey::Up);
    t.c.key(t.ctx, TableKey::Up);
    CHECK(t.c.focus().kind == Target::Kind::Stock);
    // Tab goes through the whole ring and comes back.
    for (std::size_t i = 0; i < ring.size(); ++i) {
        t.c.key(t.ctx, TableKey::Next);
    }
    CHECK(t.c.focus() == Target::stock());
    t.c.key(t.ctx, TableKey::Previous);
    CHECK(t.c.focus() == ring.back());
    // Enter on a focused pile acts.
    t.c.set_focus(Target::discard());
    CHECK(is_play(t.c.key(t.ctx, TableKey::Activate), fc::TakeDiscard{}));
}

TEST_CASE("Shift+arrows move the focused card within the hand") {
    Table t(human_to_draw());
    const std::vector<Card> before = t.c.hand().cards();
    t.c.set_focus(Target::card(0));
    t.c.key(t.ctx, TableKey::MoveCardRight);
    CHECK(t.c.focus() == Target::card(1));
    CHECK(t.c.hand().at(1) == before[0]);
    CHECK(t.c.hand().at(0) == before[1]);
    t.c.key(t.ctx, TableKey::MoveCardLeft);
    CHECK(t.c.hand().cards() == before);
    t.c.key(t.ctx, TableKey::MoveCardLeft); // already first: stays
    CHECK(t.c.hand().cards() == before);
}

TEST_CASE("before the computer's turn: Continue, Save and Quit; no help, no piles") {
    fc::GameState s = human_to_draw();
    s.turn = fc::Seat::Computer;
    Table t(s);
    CHECK(t.ctx.legal.empty()); // the human has no moves on the computer's turn
    CHECK(t.c.button_label(t.ctx, MenuButton::Move) == "Continue");
    CHECK(t.c.enabled(t.ctx, Target::button(MenuButton::Move)));
    CHECK(t.c.enabled(t.ctx, Target::button(MenuButton::Save)));
    CHECK_FALSE(t.c.enabled(t.ctx, Target::button(MenuButton::Help)));
    CHECK_FALSE(t.c.enabled(t.ctx, Target::stock()));
    CHECK_FALSE(t.c.enabled(t.ctx, Target::discard()));
    CHECK(t.c.key(t.ctx, TableKey::Help).kind == Command::Kind::None);
    CHECK(t.c.key(t.ctx, TableKey::Continue).kind == Command::Kind::Continue);
    CHECK(t.c.click(t.ctx, Target::button(MenuButton::Move)).kind == Command::Kind::Continue);
    // Enter continues straight away: the Continue button has the focus.
    CHECK(t.c.focus() == Target::button(MenuButton::Move));
    t.c.hide_focus();
    CHECK(t.c.key(t.ctx, TableKey::Activate).kind == Command::Kind::Continue);
}

TEST_CASE("while cards fly or the computer thinks, nothing but Quit can be pressed") {
    Table t(human_to_draw());
    const TurnContext busy = context_of(t.state, true);
    CHECK_FALSE(t.c.enabled(busy, Target::stock()));
    CHECK_FALSE(t.c.enabled(busy, Target::discard()));
    CHECK(t.c.click(busy, Target::stock()).kind == Command::Kind::None);
    CHECK(t.c.key(busy, TableKey::DrawStock).kind == Command::Kind::None);
    CHECK_FALSE(t.c.enabled(busy, Target::button(MenuButton::Save)));
    CHECK_FALSE(t.c.enabled(busy, Target::button(MenuButton::Help)));
    CHECK(t.c.enabled(busy, Target::button(MenuButton::Quit)));
}

TEST_CASE("the coin toss is called with two buttons") {
    fc::GameState s = human_to_draw();
    s.phase = fc::Phase::CoinToss;
    Table t(s);
    CHECK(t.c.left_buttons(t.ctx) ==
          std::vector<MenuButton>{MenuButton::Heads, MenuButton::Tails, MenuButton::Quit});
    CHECK(is_play(t.c.click(t.ctx, Target::button(MenuButton::Heads)), fc::CallToss{true}));
    CHECK(is_play(t.c.click(t.ctx, Target::button(MenuButton::Tails)), fc::CallToss{false}));
    CHECK_FALSE(t.c.enabled(t.ctx, Target::stock()));
}
