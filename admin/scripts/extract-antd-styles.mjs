// Prints, on its standard output, the CSS that antd works out in the browser for the staff app's components, for
// its theme with and without motion, and the map that tells antd on the page that these styles are already there
// (vite-antd-static-styles.ts bundles it; see there why). Run by the build in its own process, with
// NODE_ENV=production: antd names its classes differently in development, and reads that once, as it loads.
// The theme's tokens come as JSON in the first argument.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The same modules (CommonJS builds) that antd itself requires, so that the style cache is the one it writes to.
const { createElement: h } = require('react');
const { renderToString } = require('react-dom/server');
const antd = require('antd');
const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');

const theme = JSON.parse(process.argv[2] ?? '{}');
const {
  Alert,
  App,
  AutoComplete,
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Input,
  InputNumber,
  Layout,
  Menu,
  Modal,
  Pagination,
  Popconfirm,
  Progress,
  Radio,
  Rate,
  Row,
  Select,
  Skeleton,
  Space,
  Spin,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  TimePicker,
  Tooltip,
  Typography,
} = antd;

/** One of each component the staff app imports from antd (src/), with the parts that register styles of their own. */
function everyComponent() {
  const options = [{ value: 'a', label: 'a' }];
  return h(
    App,
    null,
    h(
      Layout,
      null,
      h(
        Layout.Sider,
        null,
        h(Menu, {
          mode: 'inline',
          items: [
            { key: 'a', label: 'a' },
            { type: 'group', key: 'g', label: 'g', children: [{ key: 'b', label: 'b' }] },
            { key: 's', label: 's', children: [{ key: 'c', label: 'c' }] },
          ],
        }),
      ),
      h(Layout.Header, null, h(Menu, { mode: 'horizontal', items: [{ key: 'a', label: 'a' }] })),
      h(
        Layout.Content,
        null,
        h(Alert, { message: 'a', type: 'info', showIcon: true }),
        h(Badge, { count: 1 }),
        h(Badge, { status: 'processing', text: 'a' }),
        h(Button, { type: 'primary' }, 'a'),
        h(Button, { danger: true, size: 'small' }, 'a'),
        h(Card, { title: 'a', size: 'small' }, 'a'),
        h(Checkbox, null, 'a'),
        h(Checkbox.Group, { options }),
        h(Row, { gutter: 8 }, h(Col, { span: 12 }, 'a')),
        h(DatePicker, null),
        h(DatePicker.RangePicker, null),
        h(TimePicker, null),
        h(Descriptions, { bordered: true, items: [{ key: 'a', label: 'a', children: 'a' }] }),
        h(Drawer, { open: false }),
        h(Dropdown, { menu: { items: [{ key: 'a', label: 'a' }] } }, h('a', null, 'a')),
        h(Empty, null),
        h(
          Form,
          { layout: 'vertical' },
          h(Form.Item, { label: 'a', name: 'a', required: true, help: 'a', validateStatus: 'error' }, h(Input, null)),
          h(Form.Item, { label: 'b', name: 'b' }, h(Input.TextArea, null)),
          h(Form.Item, { label: 'c', name: 'c' }, h(Input.Password, null)),
          h(Form.Item, { label: 'd', name: 'd' }, h(Input.Search, null)),
          h(Form.Item, { label: 'e', name: 'e' }, h(InputNumber, null)),
          h(Form.Item, { label: 'f', name: 'f' }, h(Select, { options, mode: 'multiple', allowClear: true })),
          h(Form.Item, { label: 'g', name: 'g' }, h(AutoComplete, { options })),
          h(Form.Item, { label: 'h', name: 'h' }, h(Switch, null)),
          h(Form.Item, { label: 'i', name: 'i' }, h(Radio.Group, { options, optionType: 'button' })),
          h(Form.Item, { label: 'j', name: 'j' }, h(Radio, null, 'a')),
          h(Form.Item, { label: 'k', name: 'k' }, h(Rate, null)),
        ),
        h(Modal, { open: false }),
        h(Pagination, { total: 50, showSizeChanger: true }),
        h(Popconfirm, { title: 'a' }, h('a', null, 'a')),
        h(Progress, { percent: 50 }),
        h(Progress, { type: 'circle', percent: 50 }),
        h(Skeleton, { active: true }),
        h(Skeleton.Button, null),
        h(Space, null, 'a'),
        h(Space.Compact, null, h(Input, null), h(Button, null, 'a')),
        h(Spin, null),
        h(Statistic, { title: 'a', value: 1 }),
        h(Table, {
          columns: [
            { title: 'a', dataIndex: 'a', key: 'a', sorter: true },
            { title: 'b', dataIndex: 'b', key: 'b', fixed: 'right' },
          ],
          dataSource: [{ key: '1', a: 'a', b: 'b' }],
          scroll: { x: 'max-content' },
          pagination: { total: 50, showSizeChanger: true },
        }),
        h(Tabs, { items: [{ key: 'a', label: 'a', children: 'a' }] }),
        h(Tag, { color: 'blue' }, 'a'),
        h(Tooltip, { title: 'a' }, h('span', null, 'a')),
        h(Typography.Title, null, 'a'),
        h(Typography.Text, { type: 'secondary' }, 'a'),
        h(Typography.Paragraph, null, 'a'),
        h(Typography.Link, null, 'a'),
      ),
    ),
  );
}

/** The styles of every component under one theme: the CSS text and the map of what it holds. */
function stylesUnder(themeConfig) {
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme: themeConfig }, everyComponent())));
  return extractStyle(cache, { plain: true, types: ['style'] });
}

const MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;
const withMotion = stylesUnder({ ...theme, token: { ...theme.token, motion: true } });
const withoutMotion = stylesUnder({ ...theme, token: { ...theme.token, motion: false } });
const mapOf = (css) => css.match(MAP_RULE)?.[1] ?? '';
const rulesOf = (css) => css.replace(MAP_RULE, '');
if (!mapOf(withMotion) || !mapOf(withoutMotion)) throw new Error('antd no longer writes the map of its extracted styles as expected');
// Both themes name their classes alike (the hash is antd's version, not the tokens): each theme's rules apply only
// where the person's motion preference picks that theme (theme.ts), and the map names both.
process.stdout.write(
  `@media (prefers-reduced-motion: no-preference){${rulesOf(withMotion)}}` +
    `@media (prefers-reduced-motion: reduce){${rulesOf(withoutMotion)}}` +
    `.data-ant-cssinjs-cache-path{content:"${mapOf(withMotion)};${mapOf(withoutMotion)}";}`,
);
